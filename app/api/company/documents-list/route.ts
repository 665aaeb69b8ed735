// POST /api/company/documents-list — the standing documents of the firm (no companyId) or of a client within reach, by folder and category, searched, sorted and paged
import { defineRoute } from "@/lib/server/http/define-route";
import { companyDocumentListBody } from "@/lib/modules/company-documents/contract";
import { listCompanyDocuments } from "@/lib/modules/company-documents/documents";

export const POST = defineRoute({
  auth: "user",
  permission: "company-document.read",
  body: companyDocumentListBody,
  handler: async (ctx) => {
    const { rows, total } = await listCompanyDocuments(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
