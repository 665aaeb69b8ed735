// POST /api/gc-petition/download-all-forms — the latest version of every filled USCIS form of a green-card case, as one zip or one merged PDF { id, format?: zip | pdf }
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { gcDownloadAllFormsBody } from "@/lib/modules/uscis-forms/contract";
import { gcFilledFormsBundle } from "@/lib/modules/uscis-forms/bundle";

export const POST = defineFileRoute({
  permission: "document.read",
  body: gcDownloadAllFormsBody,
  handler: (ctx) => gcFilledFormsBundle(ctx, ctx.body),
});
