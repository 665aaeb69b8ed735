// POST /api/documents/list — the documents of a case the caller sees { petitionId, category? }, with versions, status and uploader
import { defineRoute } from "@/lib/server/http/define-route";
import { documentListBody } from "@/lib/modules/documents/contract";
import { listCaseDocuments } from "@/lib/modules/documents/case-documents";

export const POST = defineRoute({
  auth: "user",
  permission: "document.read",
  body: documentListBody,
  handler: async (ctx) => ({ data: await listCaseDocuments(ctx, ctx.body) }),
});
