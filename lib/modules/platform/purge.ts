// The nightly purge (queue "purge.expired", 03:30 New York time): one-time tokens expired for 30 days,
// expired idempotency keys, rate-limit windows that ended, uploads nobody attached within 24 hours
// (their stored files too), and outbox e-mails past retention (30 days after delivery, 90 otherwise).
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { purgeExpiredTokens } from "@/lib/server/auth/one-time-token";
import { purgeExpiredIdempotencyKeys } from "@/lib/server/http/idempotency";
import { purgeExpiredRateLimits } from "@/lib/server/http/rate-limit";
import { defineJob } from "@/lib/server/jobs/runner";
import { purgeOldMail } from "@/lib/server/mail/outbox";
import { log } from "@/lib/server/log";
import { purgeExpiredUploads } from "@/lib/modules/documents/files";

export type PurgeReport = { tokens: number; idempotencyKeys: number; rateLimits: number; uploads: number; mails: number };

export async function purgeExpired(): Promise<PurgeReport> {
  const db = await getDb();
  const report = {
    tokens: await purgeExpiredTokens(db),
    idempotencyKeys: await purgeExpiredIdempotencyKeys(db),
    rateLimits: await purgeExpiredRateLimits(db),
    uploads: await purgeExpiredUploads(db),
    mails: await purgeOldMail(db),
  };
  log.info(report, "[purge] expired records removed");
  return report;
}

defineJob("purge.expired", async () => {
  await purgeExpired();
});
