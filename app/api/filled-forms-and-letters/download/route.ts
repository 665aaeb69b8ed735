// POST /api/filled-forms-and-letters/download — a 5-minute download link of one version of a case's form or letter { documentId }
import { defineRoute } from "@/lib/server/http/define-route";
import { documentIdBody } from "@/lib/modules/documents/contract";
import { formOrLetterDownload } from "@/lib/modules/documents/forms-and-letters";

export const POST = defineRoute({
  auth: "user",
  permission: "document.read",
  body: documentIdBody,
  handler: async (ctx) => ({ data: await formOrLetterDownload(ctx, ctx.body.documentId) }),
});
