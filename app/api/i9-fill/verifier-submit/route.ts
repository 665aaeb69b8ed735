// POST /api/i9-fill/verifier-submit — a remote verifier records the documents examined and signs Section 2 once through the link (Authorization: Bearer <token>) { id, section2 }
import { defineRoute } from "@/lib/server/http/define-route";
import { completeSection2Body } from "@/lib/modules/i9/section2-contract";
import { submitVerifierSection2 } from "@/lib/modules/i9/verifiers";

export const POST = defineRoute({
  auth: "public",
  body: completeSection2Body,
  handler: async (ctx) => ({ data: await submitVerifierSection2(ctx, ctx.body.id, ctx.body.section2), message: "Thank you: Section 2 is signed" }),
});
