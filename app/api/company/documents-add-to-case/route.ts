// POST /api/company/documents-add-to-case — staff add a standing document of the case's client (or the firm's) to the case's forms and letters without a new upload { documentId, petitionId }
import { defineRoute } from "@/lib/server/http/define-route";
import { addToCaseBody } from "@/lib/modules/company-documents/contract";
import { addCompanyDocumentToCase } from "@/lib/modules/company-documents/add-to-case";

export const POST = defineRoute({
  auth: "user",
  permission: "document.manage",
  body: addToCaseBody,
  handler: async (ctx) => ({ data: await addCompanyDocumentToCase(ctx, ctx.body), message: "Document added to the case" }),
});
