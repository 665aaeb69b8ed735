// POST /api/petition/download-scanned-copy — a 5-minute download URL (result.data) of a scanned copy { documentId }
import { defineRoute } from "@/lib/server/http/define-route";
import { documentIdBody } from "@/lib/modules/documents/contract";
import { downloadScannedCopy } from "@/lib/modules/documents/scanned-copies";

export const POST = defineRoute({
  auth: "user",
  permission: "scanned-copy.read",
  body: documentIdBody,
  handler: async (ctx) => ({ data: await downloadScannedCopy(ctx, ctx.body.documentId) }),
});
