// POST /api/i9/document-copy-file — one copy of a document examined, as uploaded (i9.sensitive; the view is on the audit trail) { id, copyId }
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { documentCopyFileBody } from "@/lib/modules/i9/copies-contract";
import { documentCopyFile } from "@/lib/modules/i9/copies";

export const POST = defineFileRoute({
  permission: "i9.sensitive",
  body: documentCopyFileBody,
  handler: async (ctx) => documentCopyFile(ctx, ctx.body),
});
