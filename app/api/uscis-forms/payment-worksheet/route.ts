// POST /api/uscis-forms/payment-worksheet — a case's G-1450 / G-1650 worksheet: its fee lines, amounts and payers to copy onto the official form (no card or bank number), or the uploaded edition to use instead
import { defineRoute } from "@/lib/server/http/define-route";
import { paymentWorksheetBody } from "@/lib/modules/uscis-forms/edition-contract";
import { paymentWorksheet } from "@/lib/modules/uscis-forms/payment-worksheet";

export const POST = defineRoute({
  auth: "user",
  permission: "fees.read",
  body: paymentWorksheetBody,
  handler: async (ctx) => ({ data: await paymentWorksheet(ctx, ctx.body) }),
});
