// The handler of the "i9.daily" queue (lib/server/jobs/runner.ts QUEUES), loaded by
// lib/modules/platform/jobs.ts: I-9s past their retention date (rule 1) and on no legal hold are announced
// to the firm's I-9 admins once, or purged with a certificate when the firm turned automatic purge on
// (retention.ts). Idempotent: a second run the same day finds nothing new.
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { isCalendarDate } from "@/lib/shared/calendar";
import { reviewI9Retention } from "./retention";

defineJob<{ today?: string }>("i9.daily", async (data) => {
  const today = isCalendarDate(data.today) ? data.today : new Date().toISOString().slice(0, 10);
  const review = await reviewI9Retention(await getDb(), today);
  if (review.due || review.purged) log.info({ ...review, today }, "[i9] daily retention review");
});
