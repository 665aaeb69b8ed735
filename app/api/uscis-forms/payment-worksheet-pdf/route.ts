// POST /api/uscis-forms/payment-worksheet-pdf — a case's G-1450 / G-1650 payment worksheet as a PDF to print (a file answer; no card or bank number)
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { paymentWorksheetBody } from "@/lib/modules/uscis-forms/edition-contract";
import { paymentWorksheetPdf } from "@/lib/modules/uscis-forms/payment-worksheet-pdf";

export const POST = defineFileRoute({
  permission: "fees.read",
  body: paymentWorksheetBody,
  handler: async (ctx) => paymentWorksheetPdf(ctx, ctx.body),
});
