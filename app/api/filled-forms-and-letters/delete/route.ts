// POST /api/filled-forms-and-letters/delete — remove one version of a case's form or letter { documentId } (kept in storage and the audit trail); envelopes out for signature made from it are voided
import { defineRoute } from "@/lib/server/http/define-route";
import { documentIdBody } from "@/lib/modules/documents/contract";
import { deleteFormOrLetterAndVoidEnvelopes } from "@/lib/modules/esign/source-deleted";

export const POST = defineRoute({
  auth: "user",
  permission: "document.manage",
  body: documentIdBody,
  handler: async (ctx) => ({ data: await deleteFormOrLetterAndVoidEnvelopes(ctx, ctx.body.documentId), message: "Document deleted" }),
});
