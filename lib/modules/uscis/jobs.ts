// The handler of the "uscis.status-check" queue (lib/server/jobs/runner.ts QUEUES), loaded by
// lib/modules/platform/jobs.ts: every morning, each firm's open cases with a receipt number are checked
// with the USCIS Case Status API within the credentials' daily limit (case-status.ts checkAllCases).
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { checkAllCases } from "./case-status";

defineJob<{ tenantId?: string }>("uscis.status-check", async (data) => {
  const tenantId = typeof data.tenantId === "string" && /^[0-9a-f-]{36}$/i.test(data.tenantId) ? data.tenantId : undefined;
  const totals = await checkAllCases(await getDb(), { tenantId });
  if (totals.checked) log.info(totals, "[uscis] case statuses checked");
});
