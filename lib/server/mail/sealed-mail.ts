// The outbox's bodies at rest: an e-mail's text and HTML carry live one-time links (password reset, activation,
// invitations, I-9 and e-sign links, invoices), so they are stored sealed by the field cipher, bound to their row
// and part (associated data "mail.outbox:<id>:text" / ":html": a body copied to another row or part does not
// open), opened only to deliver, and erased once delivered or given up (lib/server/mail/outbox.ts). The subject,
// recipient, template and status stay readable for support. Rows queued before the bodies were sealed keep their
// plain body in text_body/html_body until their delivery erases it (migration 0042).
import "server-only";
import type { emailOutbox } from "@/db/schema/platform";
import { decryptField, encryptField } from "@/lib/server/crypto/field-cipher";
import { sealedColumn, type SealedField } from "@/lib/server/crypto/sealed-fields";

type OutboxRow = typeof emailOutbox.$inferSelect;
type Part = "text" | "html";

const outboxAad = (id: string, part: Part) => `mail.outbox:${id}:${part}`;

/** The sealed columns of a new row `id`. */
export function sealMailBodies(id: string, text: string, html: string | null): { textSealed: string; htmlSealed: string | null } {
  return { textSealed: encryptField(text, outboxAad(id, "text")), htmlSealed: html === null ? null : encryptField(html, outboxAad(id, "html")) };
}

/** What delivery and the erasure after it set: no body left, in either form. */
export const ERASED_BODIES = { textSealed: null, htmlSealed: null, legacyTextBody: null, legacyHtmlBody: null } as const;

export type OutboxMail = Omit<OutboxRow, keyof typeof ERASED_BODIES> & { textBody: string; htmlBody: string | null };

/**
 * An outbox row with its bodies opened (delivery; tests read their e-mails through it). Throws when a body was
 * changed or moved from another row, when its key is not configured, or when the bodies were erased.
 */
export function readOutboxMail(row: OutboxRow): OutboxMail {
  const { textSealed, htmlSealed, legacyTextBody, legacyHtmlBody, ...rest } = row;
  if (textSealed !== null) {
    return { ...rest, textBody: decryptField(textSealed, outboxAad(row.id, "text")), htmlBody: htmlSealed === null ? null : decryptField(htmlSealed, outboxAad(row.id, "html")) };
  }
  if (legacyTextBody !== null) return { ...rest, textBody: legacyTextBody, htmlBody: legacyHtmlBody };
  throw new Error(`The bodies of e-mail ${row.id} (${row.status}) were erased after its delivery`);
}

/** For the key check and `npm run keys:rotate` (listed in lib/modules/platform/sealed-fields.ts). */
export const outboxSealedFields: readonly SealedField[] = (["text", "html"] as const).map((part) =>
  sealedColumn({ label: `e-mail ${part} bodies waiting in the outbox`, table: "email_outbox", column: `${part}_sealed`, aadOf: (r) => outboxAad(r.id, part) }),
);
