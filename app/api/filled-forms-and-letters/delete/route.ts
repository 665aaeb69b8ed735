// POST /api/filled-forms-and-letters/delete — remove one version of a case's form or letter { documentId } (kept in storage and the audit trail)
import { defineRoute } from "@/lib/server/http/define-route";
import { documentIdBody } from "@/lib/modules/documents/contract";
import { deleteFormOrLetter } from "@/lib/modules/documents/forms-and-letters";

export const POST = defineRoute({
  auth: "user",
  permission: "document.manage",
  body: documentIdBody,
  handler: async (ctx) => ({ data: await deleteFormOrLetter(ctx, ctx.body.documentId), message: "Document deleted" }),
});
