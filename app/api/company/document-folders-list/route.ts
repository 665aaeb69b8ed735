// POST /api/company/document-folders-list — the folders of the firm's (no companyId) or a client's standing documents, with their document counts
import { defineRoute } from "@/lib/server/http/define-route";
import { folderListBody } from "@/lib/modules/company-documents/contract";
import { listCompanyDocumentFolders } from "@/lib/modules/company-documents/folders";

export const POST = defineRoute({
  auth: "user",
  permission: "company-document.read",
  body: folderListBody,
  handler: async (ctx) => ({ data: await listCompanyDocumentFolders(ctx, ctx.body) }),
});
