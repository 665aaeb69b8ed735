// POST /api/uscis-forms/payment-form — a case's G-1450 / G-1650 filled on the uploaded official blank with its field map (a file answer; never a card or bank number)
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { paymentWorksheetBody } from "@/lib/modules/uscis-forms/edition-contract";
import { paymentFormPdf } from "@/lib/modules/uscis-forms/payment-form";

export const POST = defineFileRoute({
  permission: "fees.read",
  body: paymentWorksheetBody,
  handler: async (ctx) => paymentFormPdf(ctx, ctx.body),
});
