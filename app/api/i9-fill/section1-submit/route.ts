// POST /api/i9-fill/section1-submit — the employee fills and signs Form I-9 Section 1 once through the link (Authorization: Bearer <token>) { id, section1 }
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { v } from "@/lib/shared/validation/zod";
import { section1Body } from "@/lib/modules/i9/section1-contract";
import { submitSection1 } from "@/lib/modules/i9/section1";

export const POST = defineRoute({
  auth: "public",
  body: z.object({ id: v.uuid("I-9"), section1: section1Body }),
  handler: async (ctx) => ({ data: await submitSection1(ctx, ctx.body.id, ctx.body.section1), message: "Thank you: Section 1 is signed" }),
});
