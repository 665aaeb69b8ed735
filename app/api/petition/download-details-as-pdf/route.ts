// POST /api/petition/download-details-as-pdf — the case summary PDF as a file download (application/pdf)
import { caseIdBody } from "@/lib/modules/cases/contract";
import { casePdf } from "@/lib/modules/cases/case-pdf";
import { defineFileRoute } from "@/lib/server/http/define-file-route";

export const POST = defineFileRoute({
  permission: "case.read",
  body: caseIdBody,
  handler: async (ctx) => {
    const { fileName, bytes } = await casePdf(ctx, ctx.body.id);
    return { fileName, mimetype: "application/pdf", bytes };
  },
});
