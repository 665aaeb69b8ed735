// POST /api/invoices/case-money — a case's USCIS fees from the schedule on its postmark date (given, else its receipt date, else today) and its invoices, for the case screen's "Fees & invoices" { petitionId, postmarkDate? }
import { defineRoute } from "@/lib/server/http/define-route";
import { caseMoneyBody } from "@/lib/modules/invoices/contract";
import { caseMoney } from "@/lib/modules/invoices/case-money";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.read",
  body: caseMoneyBody,
  handler: async (ctx) => ({ data: await caseMoney(ctx, ctx.body) }),
});
