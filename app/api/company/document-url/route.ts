// POST /api/company/document-url — a 5-minute download URL (result.data) of one version of a standing document { versionId }
import { defineRoute } from "@/lib/server/http/define-route";
import { documentUrlBody } from "@/lib/modules/company-documents/contract";
import { companyDocumentUrl } from "@/lib/modules/company-documents/documents";

export const POST = defineRoute({
  auth: "user",
  permission: "company-document.read",
  body: documentUrlBody,
  handler: async (ctx) => ({ data: await companyDocumentUrl(ctx, ctx.body) }),
});
