// POST /api/i9/everify-save — record the E-Verify case of a completed I-9 by hand (case number, result, dates, note); 409 before Section 2
import { defineRoute } from "@/lib/server/http/define-route";
import { everifySaveBody } from "@/lib/modules/i9/everify-contract";
import { saveEverify } from "@/lib/modules/i9/everify";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  body: everifySaveBody,
  handler: async (ctx) => ({ data: await saveEverify(ctx, ctx.body), message: "E-Verify case saved" }),
});
