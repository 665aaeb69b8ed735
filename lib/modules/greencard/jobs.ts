// The handler of the "gc.bulletin-check" queue (lib/server/jobs/runner.ts QUEUES), loaded by
// lib/modules/platform/jobs.ts: every morning (a new month's bulletin comes into force on the 1st) and
// after a bulletin is saved, each green-card case's priority date is checked against the bulletin in
// force; a date that turned current notifies the case's attorney and paralegal once.
import "server-only";
import { tenantsWithSubType } from "@/lib/modules/cases/case-refs";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { isCalendarDate } from "@/lib/shared/calendar";
import { GC_EMPLOYMENT_SUB_TYPE } from "./constants";
import { checkFirm } from "./gc";

defineJob<{ tenantId?: string; today?: string }>("gc.bulletin-check", async (data) => {
  const today = isCalendarDate(data.today) ? data.today : new Date().toISOString().slice(0, 10);
  const db = await getDb();
  const tenants = typeof data.tenantId === "string" && /^[0-9a-f-]{36}$/i.test(data.tenantId) ? [data.tenantId] : await tenantsWithSubType(db, GC_EMPLOYMENT_SUB_TYPE);
  let turned = 0;
  for (const tenantId of tenants) turned += await checkFirm(db, tenantId, today);
  if (turned) log.info({ turned, today }, "[gc] priority dates turned current");
});
