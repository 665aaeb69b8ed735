// POST /api/i9/download-pdf — the record as the official Form I-9 PDF (edition 01/20/25) filled in: Section 1 with Supplement A, Section 2 and its documents; on the audit trail { id }
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { i9IdBody } from "@/lib/modules/i9/contract";
import { i9Pdf } from "@/lib/modules/i9/download-pdf";

export const POST = defineFileRoute({
  permission: "i9.sensitive",
  body: i9IdBody,
  handler: async (ctx) => ({ ...(await i9Pdf(ctx, ctx.body.id)), mimetype: "application/pdf" }),
});
