// POST /api/company/document-folders-delete — delete an empty folder of the firm's or a client's standing documents { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { deleteFolderBody } from "@/lib/modules/company-documents/contract";
import { deleteCompanyDocumentFolder } from "@/lib/modules/company-documents/folders";

export const POST = defineRoute({
  auth: "user",
  permission: "company-document.save",
  body: deleteFolderBody,
  handler: async (ctx) => {
    await deleteCompanyDocumentFolder(ctx, ctx.body);
    return { data: null, message: "Folder deleted" };
  },
});
