// POST /api/uscis-forms/editions/blank — the PDF blank of an uploaded form edition (a file answer) { id }: the staff who read a case's fees fill the payment form on file with it
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { editionIdBody } from "@/lib/modules/uscis-forms/edition-contract";
import { editionBlankFile } from "@/lib/modules/uscis-forms/uploaded-editions";

export const POST = defineFileRoute({
  permission: "fees.read",
  body: editionIdBody,
  handler: async (ctx) => editionBlankFile(ctx, ctx.body.id),
});
