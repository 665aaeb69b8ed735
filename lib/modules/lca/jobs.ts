// The handler of the "lca.daily" queue (lib/server/jobs/runner.ts QUEUES), loaded by
// lib/modules/platform/jobs.ts: certified LCAs past their end date become expired. Idempotent: a second
// run the same day finds nothing left to expire. Electronic notices whose last day is over everywhere in
// the US are taken down (the public page already stops showing them then; the job records it). Public
// access files past their retention date are marked due for purge, or purged when the firm chose so.
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { isCalendarDate } from "@/lib/shared/calendar";
import { postingDays } from "./notices";
import { reviewPafRetention } from "./paf-retention";
import { expireCertifiedLcas } from "./repository/lcas";
import { takeDownEndedPostings } from "./repository/notices";

defineJob<{ today?: string }>("lca.daily", async (data) => {
  const today = isCalendarDate(data.today) ? data.today : new Date().toISOString().slice(0, 10);
  const db = await getDb();
  const endsBy = isCalendarDate(data.today) ? data.today : postingDays().endsBy;
  const [expired, takenDown] = await db.transaction(async (tx) => [await expireCertifiedLcas(tx, today), await takeDownEndedPostings(tx, endsBy)]);
  const paf = await reviewPafRetention(db, today);
  if (expired || takenDown || paf.due || paf.purged) log.info({ expired, takenDown, ...paf, today }, "[lca] daily review");
});
