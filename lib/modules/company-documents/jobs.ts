// The handler of "deadlines.sync-firm" (lib/server/jobs/runner.ts QUEUES), loaded by lib/modules/platform/jobs.ts:
// a standing document's expiry date changed, or the document was deleted — bring the firm's deadline reminders
// in line at once (new dates move the open reminders, a deadline gone dismisses them) instead of at the next
// daily scan. Queued by documents.ts in the transaction of the change.
import "server-only";
import { syncDeadlineReminders } from "@/lib/modules/reminders/deadline-scan";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { isCalendarDate } from "@/lib/shared/calendar";
import "./deadlines";

defineJob<{ tenantId?: string; today?: string }>("deadlines.sync-firm", async (data) => {
  const tenantId = typeof data.tenantId === "string" && /^[0-9a-f-]{36}$/i.test(data.tenantId) ? data.tenantId : undefined;
  if (!tenantId) return; // a malformed job: nothing to sync (not retried)
  const today = isCalendarDate(data.today) ? data.today : new Date().toISOString().slice(0, 10);
  await syncDeadlineReminders(await getDb(), { tenantId }, today);
});
