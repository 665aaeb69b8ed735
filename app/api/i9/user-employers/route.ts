// POST /api/i9/user-employers — the firm's active I-9 users (role 49) with the employers each works for
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { listUserEmployers } from "@/lib/modules/i9/user-employers";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.admin",
  body: z.object({}),
  handler: async (ctx) => ({ data: await listUserEmployers(ctx) }),
});
