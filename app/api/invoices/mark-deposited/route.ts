// POST /api/invoices/mark-deposited — the payments banked (all of them, or one): a fully paid invoice whose payments are all banked is deposited { id, depositedOn, paymentId? }
import { defineRoute } from "@/lib/server/http/define-route";
import { markDepositedBody } from "@/lib/modules/invoices/contract";
import { markDeposited } from "@/lib/modules/invoices/service";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: markDepositedBody,
  handler: async (ctx) => ({ data: await markDeposited(ctx, ctx.body), message: "Deposit recorded" }),
});
