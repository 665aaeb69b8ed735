// POST /api/company/document-folders-save — create a folder of the firm's (no companyId) or a client's standing documents, or rename one { id?, companyId?, name }
import { defineRoute } from "@/lib/server/http/define-route";
import { saveFolderBody } from "@/lib/modules/company-documents/contract";
import { saveCompanyDocumentFolder } from "@/lib/modules/company-documents/folders";

export const POST = defineRoute({
  auth: "user",
  permission: "company-document.save",
  body: saveFolderBody,
  handler: async (ctx) => ({ data: await saveCompanyDocumentFolder(ctx, ctx.body), message: "Folder saved" }),
});
