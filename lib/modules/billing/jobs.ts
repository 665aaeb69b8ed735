// The handler of the "billing.daily" queue (lib/server/jobs/runner.ts QUEUES), loaded by
// lib/modules/platform/jobs.ts: renewals and ends of the subscriptions whose period is over (renew.ts).
// `today` (YYYY-MM-DD) in the job's data replaces the clock (tests, scripts).
import "server-only";
import { defineJob } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { renewDue } from "./renew";

defineJob<{ today?: string }>("billing.daily", async (data) => {
  const today = typeof data.today === "string" && /^\d{4}-\d{2}-\d{2}$/.test(data.today) ? data.today : new Date().toISOString().slice(0, 10);
  const r = await renewDue(today);
  if (r.renewed || r.ended) log.info({ ...r, today }, "[billing] daily renewal");
});
