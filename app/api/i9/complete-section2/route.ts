// POST /api/i9/complete-section2 — the employer's representative records the documents examined and signs Section 2 (rule 6 enforced; a late Section needs its reason) { id, section2 }
import { defineRoute } from "@/lib/server/http/define-route";
import { completeSection2Body } from "@/lib/modules/i9/section2-contract";
import { completeSection2 } from "@/lib/modules/i9/section2";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  body: completeSection2Body,
  handler: async (ctx) => {
    await completeSection2(ctx, ctx.body);
    return { data: null, message: "Section 2 completed" };
  },
});
