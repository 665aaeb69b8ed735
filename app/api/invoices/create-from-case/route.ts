// POST /api/invoices/create-from-case — a draft invoice for the case's client with the case's chosen USCIS fees (their codes) of the postmark date { petitionId, postmarkDate?, codes, language? }
import { defineRoute } from "@/lib/server/http/define-route";
import { createFromCaseBody } from "@/lib/modules/invoices/contract";
import { createInvoiceFromCase } from "@/lib/modules/invoices/case-money";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: createFromCaseBody,
  idempotent: true,
  handler: async (ctx) => ({ data: await createInvoiceFromCase(ctx, ctx.body), message: "Invoice saved" }),
});
