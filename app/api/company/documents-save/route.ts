// POST /api/company/documents-save — a standing document of the firm (no companyId) or of a client: create (multipart file, title, category), or with `id` a new version (file) and/or new metadata (folder, title, category, expiry date)
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { saveCompanyDocumentFields } from "@/lib/modules/company-documents/contract";
import { saveCompanyDocument } from "@/lib/modules/company-documents/documents";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "company-document.save",
  fields: saveCompanyDocumentFields,
  fileRequired: false,
  acceptsJson: true,
  handler: async (ctx) => ({ data: await saveCompanyDocument(ctx, ctx.body, ctx.files), message: "Document saved" }),
});
