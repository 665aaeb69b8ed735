// E-mails are written to the outbox inside the caller's transaction, then delivered by the job runner's
// "mail.deliver" queue (kicked after the commit, swept every minute, retried with backoff): through SMTP
// (nodemailer) when SMTP_URL is set, otherwise logged with their links. The bodies are sealed at rest and erased
// once delivered or given up (lib/server/mail/sealed-mail.ts); the nightly purge deletes rows past retention.
import "server-only";
import { randomUUID } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { emailOutbox } from "@/db/schema/platform";
import type { Db, Executor } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { defineJob, enqueue } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { rowsOf } from "@/lib/server/db/rows";
import { ERASED_BODIES, readOutboxMail, sealMailBodies } from "./sealed-mail";

type OutgoingMail = {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
};

export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<string> {
  // The id is chosen here so that the sealed bodies are bound to their row.
  const id = randomUUID();
  await db.insert(emailOutbox).values({
    id,
    tenantId: mail.tenantId,
    toAddress: mail.to,
    subject: mail.subject,
    ...sealMailBodies(id, mail.text, mail.html ?? null),
    template: mail.template,
  });
  return id;
}

const MAX_ATTEMPTS = 5;
const BATCH = 50;
/** A row left in "sending" this long (the process died mid-send) is tried again. */
const STALE_SENDING_MINUTES = 10;

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Claim up to BATCH deliverable rows atomically (FOR UPDATE SKIP LOCKED): two deliveries running at
 * once — two requests' kicks, or two app processes — never take the same e-mail, so none goes twice.
 */
async function claimBatch(db: Db, only?: { to: string }): Promise<OutboxRow[]> {
  const toFilter = only ? sql`and lower(to_address) = ${only.to.toLowerCase()}` : sql``;
  const result = await db.execute(sql`
    update email_outbox set status = 'sending', attempts = attempts + 1
    where id in (
      select id from email_outbox
      where attempts < ${MAX_ATTEMPTS}
        and (status in ('pending', 'failed')
             or (status = 'sending' and created_at < now() - make_interval(mins => ${STALE_SENDING_MINUTES})))
        ${toFilter}
      order by created_at
      limit ${BATCH}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids)).orderBy(asc(emailOutbox.createdAt));
}

/**
 * Deliver every deliverable mail (optionally only those to one address), batch after batch until none
 * is left. Returns how many were sent (or logged, when no SMTP server is configured).
 */
export async function deliverOutbox(db: Db, smtpUrl: string | undefined = env.smtpUrl, only?: { to: string }): Promise<number> {
  let done = 0;
  // A pooled transport reuses its SMTP connections across the mails of this delivery.
  const transport = smtpUrl ? (await import("nodemailer")).createTransport(`${smtpUrl}${smtpUrl.includes("?") ? "&" : "?"}pool=true`) : null;
  try {
    for (let batch = await claimBatch(db, only); batch.length > 0; batch = await claimBatch(db, only)) {
      let sentInBatch = 0;
      for (const row of batch) {
        try {
          const m = readOutboxMail(row);
          if (transport) {
            await transport.sendMail({ from: env.mailFrom, to: m.toAddress, subject: m.subject, text: m.textBody, html: m.htmlBody ?? undefined });
          } else {
            log.info({ to: m.toAddress, subject: m.subject, text: m.textBody }, "[mail] no SMTP_URL set: logged instead of sent");
          }
          await db.update(emailOutbox).set({ status: transport ? "sent" : "logged", sentAt: new Date(), ...ERASED_BODIES }).where(eq(emailOutbox.id, row.id));
          sentInBatch++;
        } catch (err) {
          // The last attempt's failure is final (never claimed again): its bodies go too.
          const final = row.attempts >= MAX_ATTEMPTS ? ERASED_BODIES : {};
          await db.update(emailOutbox).set({ status: "failed", lastError: String(err).slice(0, 500), ...final }).where(eq(emailOutbox.id, row.id));
        }
      }
      done += sentInBatch;
      // A batch that failed whole (SMTP down) is retried on the next kick, not in a tight loop.
      if (sentInBatch === 0) break;
    }
  } finally {
    transport?.close();
  }
  return done;
}

/**
 * After a request committed its e-mails: queue one delivery run (at most one waits at a time; the
 * minute sweep catches a kick that was lost). Nothing is sent in the request itself.
 */
export function kickOutbox(db: Db): void {
  void enqueue(db, "mail.deliver").catch((err) => log.error({ err }, "[mail] could not queue the delivery"));
}

/**
 * How long the outbox keeps a row for support (recipient, subject, template, status, last error; the bodies are
 * gone by then): a delivered one 30 days after its delivery, any other (given up, never delivered) 90 days after
 * it was queued, long enough to answer "did my e-mail go out?" and to see a run of failures.
 */
export const OUTBOX_RETENTION_DAYS = { delivered: 30, undelivered: 90 } as const;

/** The nightly purge (lib/modules/platform/purge.ts): deletes the rows past retention; how many. */
export async function purgeOldMail(db: Executor, days: { delivered: number; undelivered: number } = OUTBOX_RETENTION_DAYS): Promise<number> {
  const rows = await db
    .delete(emailOutbox)
    .where(
      sql`(${emailOutbox.status} in ('sent', 'logged') and coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt}) < now() - make_interval(days => ${days.delivered}))
          or ${emailOutbox.createdAt} < now() - make_interval(days => ${days.undelivered})`,
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** Mails that failed and will be tried again. */
async function retryableFailures(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(sql`${emailOutbox.status} = 'failed' and ${emailOutbox.attempts} < ${MAX_ATTEMPTS}`);
  return row?.n ?? 0;
}

defineJob("mail.deliver", async () => {
  const { getDb } = await import("@/lib/server/db/client");
  const db = await getDb();
  await deliverOutbox(db);
  // A failed mail stays in the outbox; failing the run makes the runner retry it with backoff.
  const failed = await retryableFailures(db);
  if (failed > 0) throw new Error(`${failed} e-mail(s) could not be sent yet`);
});
