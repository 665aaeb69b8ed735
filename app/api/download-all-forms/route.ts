// POST /api/download-all-forms — the latest version of every filled USCIS form of a case, as one zip or one merged PDF { petitionId, format?: zip | pdf }
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { downloadAllFormsBody } from "@/lib/modules/uscis-forms/contract";
import { filledFormsBundle } from "@/lib/modules/uscis-forms/bundle";

export const POST = defineFileRoute({
  permission: "document.read",
  body: downloadAllFormsBody,
  handler: (ctx) => filledFormsBundle(ctx, ctx.body.petitionId, ctx.body.format),
});
