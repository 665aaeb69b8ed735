// The handler of the "esign.daily" queue (lib/server/jobs/runner.ts QUEUES), loaded by
// lib/modules/platform/jobs.ts: envelopes past their expiry become expired (the sender told), awaiting
// signers get an automatic reminder every 3 days, senders are warned 2 days before an expiry (daily.ts).
// Idempotent: a second run the same day sends nothing. `now` (an ISO time) in the job's data replaces
// the clock (tests, scripts).
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { reviewEnvelopes } from "./daily";

const timeOf = (v: unknown): Date => {
  const d = typeof v === "string" ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : new Date();
};

defineJob<{ now?: string }>("esign.daily", async (data) => {
  const at = timeOf(data.now);
  const r = await reviewEnvelopes(await getDb(), at);
  if (r.expired || r.reminded || r.warned) log.info({ ...r, at: at.toISOString() }, "[esign] daily review");
});
