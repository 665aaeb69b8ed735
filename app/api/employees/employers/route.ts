// POST /api/employees/employers — the employers the caller may add employees to: the firm itself (id null) when within reach, then its clients
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { employerOptions } from "@/lib/modules/i9/employees";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  body: z.object({}),
  handler: async (ctx) => ({ data: await employerOptions(ctx) }),
});
