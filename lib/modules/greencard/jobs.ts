// The handlers of the green card's queues (lib/server/jobs/runner.ts QUEUES), loaded by
// lib/modules/platform/jobs.ts:
// - "gc.bulletin-fetch" (daily): the State Department's Visa Bulletin for this month and the next, fetched
//   once for every firm (bulletin-fetch.ts); a stored month queues the check.
// - "gc.bulletin-check" (daily, when a new month comes into force on the 1st, and after a bulletin is
//   fetched or saved): each green-card case's priority date against the bulletin in force; the case team is
//   told when a date turned current or retrogressed (currency.ts).
import "server-only";
import { tenantsWithSubType } from "@/lib/modules/cases/case-refs";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { isCalendarDate } from "@/lib/shared/calendar";
import { fetchBulletins } from "./bulletin-fetch";
import { GC_EMPLOYMENT_SUB_TYPE } from "./constants";
import { recheckFirm } from "./currency";

const todayOf = (data: { today?: unknown }) => (isCalendarDate(data.today) ? data.today : new Date().toISOString().slice(0, 10));

defineJob<{ today?: string }>("gc.bulletin-fetch", async (data) => {
  const out = await fetchBulletins(await getDb(), todayOf(data));
  if (out.length) log.info({ months: out }, "[gc] visa bulletin fetch");
});

defineJob<{ tenantId?: string; today?: string }>("gc.bulletin-check", async (data) => {
  const today = todayOf(data);
  const db = await getDb();
  const tenants = typeof data.tenantId === "string" && /^[0-9a-f-]{36}$/i.test(data.tenantId) ? [data.tenantId] : await tenantsWithSubType(db, GC_EMPLOYMENT_SUB_TYPE);
  const total = { current: 0, retrogressed: 0 };
  for (const tenantId of tenants) {
    const r = await recheckFirm(db, tenantId, today);
    total.current += r.current;
    total.retrogressed += r.retrogressed;
  }
  if (total.current || total.retrogressed) log.info({ ...total, today }, "[gc] priority dates changed");
});
