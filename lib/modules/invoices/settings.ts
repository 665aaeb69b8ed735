// The firm's invoice settings (invoices/settings, invoices/settings/update): the payment instructions every
// invoice PDF ends with (bank transfer details, the check's payee, what to write as the reference), in English
// and, for clients whose language is Spanish, in Spanish (the English text when the Spanish one is empty).
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { InvoiceSettings, InvoiceSettingsBody } from "./contract";
import { findInvoiceSettings, saveInvoiceSettings } from "./repository";

export async function invoiceSettings(ctx: ActorContext): Promise<InvoiceSettings> {
  const row = await findInvoiceSettings(ctx.db, ctx.tenant.id);
  return { paymentInstructions: row?.paymentInstructions ?? null, paymentInstructionsEs: row?.paymentInstructionsEs ?? null };
}

/** Both texts as a whole (an empty one clears it). */
export async function updateInvoiceSettings(ctx: ActorContext, body: InvoiceSettingsBody): Promise<InvoiceSettings> {
  const next = { paymentInstructions: body.paymentInstructions ?? null, paymentInstructionsEs: body.paymentInstructionsEs ?? null };
  await ctx.db.transaction(async (tx) => {
    const before = await findInvoiceSettings(tx, ctx.tenant.id);
    await saveInvoiceSettings(tx, ctx.tenant.id, next);
    await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "invoice.settings", entityType: "tenant", entityId: ctx.tenant.id, before, after: next, ip: ctx.ip });
  });
  return next;
}
