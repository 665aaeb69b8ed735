// POST /api/i9/receipt-replaced — the document a Section 2 receipt stood for, presented (rule 3): the receipt replaced, the reverification date recomputed, receiptDue cleared { id, documentId, document, lateReason? }
import { defineRoute } from "@/lib/server/http/define-route";
import { receiptReplacedBody } from "@/lib/modules/i9/section2-contract";
import { i9Details } from "@/lib/modules/i9/details";
import { recordReceiptReplacement } from "@/lib/modules/i9/receipt";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  body: receiptReplacedBody,
  handler: async (ctx) => {
    await recordReceiptReplacement(ctx, ctx.body);
    return { data: await i9Details(ctx, ctx.body.id), message: "Replacement document recorded" };
  },
});
