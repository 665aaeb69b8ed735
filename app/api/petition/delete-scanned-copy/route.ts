// POST /api/petition/delete-scanned-copy — staff remove a scanned copy (soft delete) { documentId }
import { defineRoute } from "@/lib/server/http/define-route";
import { documentIdBody } from "@/lib/modules/documents/contract";
import { deleteScannedCopy } from "@/lib/modules/documents/scanned-copies";

export const POST = defineRoute({
  auth: "user",
  permission: "document.manage",
  body: documentIdBody,
  handler: async (ctx) => ({ data: await deleteScannedCopy(ctx, ctx.body.documentId), message: "Scanned copy deleted" }),
});
