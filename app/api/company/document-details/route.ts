// POST /api/company/document-details — one standing document with every version, newest first { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { companyDocumentIdBody } from "@/lib/modules/company-documents/contract";
import { companyDocumentDetails } from "@/lib/modules/company-documents/documents";

export const POST = defineRoute({
  auth: "user",
  permission: "company-document.read",
  body: companyDocumentIdBody,
  handler: async (ctx) => ({ data: await companyDocumentDetails(ctx, ctx.body.id) }),
});
