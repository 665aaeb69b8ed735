// POST /api/gc-petition/download-documents — every document of a green-card case the caller reads, as one zip (a folder per kind) { id }
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { gcIdBody } from "@/lib/modules/greencard/contract";
import { gcDocumentsZip } from "@/lib/modules/greencard/gc-case";

export const POST = defineFileRoute({
  permission: "document.read",
  body: gcIdBody,
  handler: (ctx) => gcDocumentsZip(ctx, ctx.body.id),
});
