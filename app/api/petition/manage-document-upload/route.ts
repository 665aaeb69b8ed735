// POST /api/petition/manage-document-upload — staff attach uploaded files as a beneficiary's documents { petitionId, beneficiaryId, docType, keys[] }
import { defineRoute } from "@/lib/server/http/define-route";
import { manageDocumentUploadBody } from "@/lib/modules/documents/contract";
import { manageDocumentUpload } from "@/lib/modules/documents/beneficiary-documents";

export const POST = defineRoute({
  auth: "user",
  permission: "document.manage",
  body: manageDocumentUploadBody,
  handler: async (ctx) => ({ data: await manageDocumentUpload(ctx, ctx.body), message: "Documents saved" }),
});
