// E-mails are written to the outbox inside the caller's transaction, then delivered:
// through SMTP (nodemailer) when SMTP_URL is set, otherwise logged with their links.
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { emailOutbox } from "@/db/schema/platform";
import type { Db, Executor } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";

export type OutgoingMail = {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
};

export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      tenantId: mail.tenantId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      template: mail.template,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

const MAX_ATTEMPTS = 5;

/** Deliver pending mails (optionally only those to one address). Returns how many were sent (or logged). */
export async function deliverOutbox(db: Db, smtpUrl: string | undefined = env.smtpUrl, only?: { to: string }): Promise<number> {
  const pending = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ["pending", "failed"]),
        lt(emailOutbox.attempts, MAX_ATTEMPTS),
        only ? sql`lower(${emailOutbox.toAddress}) = ${only.to.toLowerCase()}` : undefined,
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(50);
  if (pending.length === 0) return 0;
  let done = 0;
  if (!smtpUrl) {
    for (const m of pending) {
      console.info(`[mail] (no SMTP_URL set, logged instead of sent) to=${m.toAddress} subject="${m.subject}"\n${m.textBody}\n`);
      await db.update(emailOutbox).set({ status: "logged", sentAt: new Date() }).where(eq(emailOutbox.id, m.id));
      done++;
    }
    return done;
  }
  const { createTransport } = await import("nodemailer");
  const transport = createTransport(smtpUrl);
  try {
    for (const m of pending) {
      try {
        await transport.sendMail({ from: env.mailFrom, to: m.toAddress, subject: m.subject, text: m.textBody, html: m.htmlBody ?? undefined });
        await db.update(emailOutbox).set({ status: "sent", sentAt: new Date(), attempts: m.attempts + 1 }).where(eq(emailOutbox.id, m.id));
        done++;
      } catch (err) {
        await db
          .update(emailOutbox)
          .set({ status: "failed", attempts: m.attempts + 1, lastError: String(err).slice(0, 500) })
          .where(eq(emailOutbox.id, m.id));
      }
    }
  } finally {
    transport.close();
  }
  return done;
}

/**
 * Fire-and-forget delivery after a request committed; errors stay in the outbox row.
 * Integration tests share one database, so there delivery is left to the test that wants it
 * (deliverOutbox with `only`), and no test's mail is taken by another's background delivery.
 */
export function kickOutbox(db: Db): void {
  if (env.isTest) return;
  void deliverOutbox(db).catch((err) => console.error("[mail] delivery failed", err));
}
