// POST /api/users/login-user-details — the signed-in user, their tenant's details and checklist
import { defineRoute } from "@/lib/server/http/define-route";
import { z } from "zod";
import { loginUserDetails } from "@/lib/modules/auth/session-user";

export const POST = defineRoute({
  auth: "user",
  body: z.object({}).passthrough(),
  handler: async (ctx) => ({ data: await loginUserDetails(ctx.db, ctx.actor, ctx.tenant) }),
});
