// The client's link to an invoice (README "The client's link"): a token of the one token mechanism
// (lib/server/auth/one-time-token.ts, purpose invoice_view, payload.invoiceId), opened as often as the client
// likes until it expires or a newer sending replaces it. It expires 30 days after sending, or 30 days after
// the due date when that is later; the firm sends the invoice again for a fresh link.
import "server-only";
import { findToken, isExpired, issueToken, revokeTokens } from "@/lib/server/auth/one-time-token";
import type { Executor } from "@/lib/server/db/client";
import { AppError, fail } from "@/lib/server/errors";
import { addDays } from "@/lib/shared/calendar/days";

export const LINK_DAYS = 30;

/** When a link sent at `now` for an invoice due on `dueDate` stops working (the later end wins; a day ends at UTC midnight). */
export function linkExpiry(dueDate: string, now = new Date()): Date {
  const fromSending = now.getTime() + LINK_DAYS * 86_400_000;
  const pastDue = Date.parse(`${addDays(dueDate, LINK_DAYS + 1)}T00:00:00Z`);
  return new Date(Math.max(fromSending, pastDue));
}

/** A new link for the invoice; the links sent before stop working. */
export async function issueInvoiceLink(tx: Executor, inv: { tenantId: string; id: string; dueDate: string }): Promise<{ token: string; expiresAt: Date }> {
  await revokeTokens(tx, { purpose: "invoice_view", tenantId: inv.tenantId, payload: { invoiceId: inv.id } });
  const expiresAt = linkExpiry(inv.dueDate);
  const token = await issueToken(tx, { purpose: "invoice_view", tenantId: inv.tenantId, payload: { invoiceId: inv.id }, expiresAt });
  return { token, expiresAt };
}

export const linkExpired = (firmName: string) => new AppError("QUESTIONNAIRE_EXPIRED", `This invoice link has expired. Please ask ${firmName} to send the invoice again`);

/**
 * The invoice id behind a link on this firm's host: 404 for an unknown link, another firm's or one replaced
 * by a newer sending; 410 QUESTIONNAIRE_EXPIRED once it has expired.
 */
export async function invoiceIdOfLink(db: Executor, tenant: { id: string; name: string }, raw: string | null): Promise<string> {
  const t = raw ? await findToken(db, raw, "invoice_view") : null;
  if (!t || t.tenantId !== tenant.id || t.usedAt || typeof t.payload.invoiceId !== "string") throw fail.notFound("Invoice");
  if (isExpired(t)) throw linkExpired(tenant.name);
  return t.payload.invoiceId;
}
