// The handlers of the deadline queues (lib/server/jobs/runner.ts QUEUES), loaded by
// lib/modules/platform/jobs.ts: the daily scan of every firm and the sync of one case after its dates
// changed (queued by cases and documents in their transactions; cases never import reminders).
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { isCalendarDate } from "@/lib/shared/calendar";
import { syncDeadlineReminders } from "./deadline-scan";

/** The day the scan works for: `today` of the job's data (scripts, tests), else today in UTC. */
const dayOf = (data: { today?: unknown }): string => (isCalendarDate(data.today) ? data.today : new Date().toISOString().slice(0, 10));
const uuidOrUndefined = (v: unknown): string | undefined => (typeof v === "string" && /^[0-9a-f-]{36}$/i.test(v) ? v : undefined);

defineJob<{ today?: string }>("deadlines.scan", async (data) => {
  await syncDeadlineReminders(await getDb(), {}, dayOf(data));
});

defineJob<{ tenantId?: string; petitionId?: string; today?: string }>("deadlines.sync-case", async (data) => {
  const tenantId = uuidOrUndefined(data.tenantId);
  const petitionId = uuidOrUndefined(data.petitionId);
  if (!tenantId || !petitionId) return; // a malformed job: nothing to sync (not retried)
  await syncDeadlineReminders(await getDb(), { tenantId, petitionId }, dayOf(data));
});
