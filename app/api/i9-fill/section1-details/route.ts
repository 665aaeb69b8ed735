// POST /api/i9-fill/section1-details — what the employee's Section 1 link (Authorization: Bearer <token>) shows: employer, first day, expiry, the name on file { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { i9IdBody } from "@/lib/modules/i9/contract";
import { section1LinkDetails } from "@/lib/modules/i9/section1";

export const POST = defineRoute({
  auth: "public",
  body: i9IdBody,
  handler: async (ctx) => ({ data: await section1LinkDetails(ctx, ctx.body.id) }),
});
