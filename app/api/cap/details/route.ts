// POST /api/cap/details — one cap registration with its entries, the person's other registrations, mismatches and what the caller may do
import { defineRoute } from "@/lib/server/http/define-route";
import { capIdBody } from "@/lib/modules/cap/contract";
import { capDetails } from "@/lib/modules/cap/cap-reads";

export const POST = defineRoute({
  auth: "user",
  permission: "cap.read",
  body: capIdBody,
  handler: async (ctx) => ({ data: await capDetails(ctx, ctx.body.id) }),
});
