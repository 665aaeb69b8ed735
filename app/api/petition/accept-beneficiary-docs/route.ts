// POST /api/petition/accept-beneficiary-docs — staff accept a beneficiary document or reject it with a reason { documentId, accept, reason? }
import { defineRoute } from "@/lib/server/http/define-route";
import { acceptBeneficiaryDocsBody } from "@/lib/modules/documents/contract";
import { reviewBeneficiaryDoc } from "@/lib/modules/documents/beneficiary-documents";

export const POST = defineRoute({
  auth: "user",
  permission: "document.manage",
  body: acceptBeneficiaryDocsBody,
  handler: async (ctx) => {
    const data = await reviewBeneficiaryDoc(ctx, ctx.body);
    return { data, message: ctx.body.accept ? "Document accepted" : "Document rejected" };
  },
});
