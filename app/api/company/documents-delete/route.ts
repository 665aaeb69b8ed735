// POST /api/company/documents-delete — remove a standing document (soft delete: the row and its files are kept for the audit) { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { companyDocumentIdBody } from "@/lib/modules/company-documents/contract";
import { deleteCompanyDocument } from "@/lib/modules/company-documents/documents";

export const POST = defineRoute({
  auth: "user",
  permission: "company-document.save",
  body: companyDocumentIdBody,
  handler: async (ctx) => ({ data: await deleteCompanyDocument(ctx, ctx.body.id), message: "Document deleted" }),
});
