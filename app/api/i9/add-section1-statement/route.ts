// POST /api/i9/add-section1-statement — the employer's signed and dated statement attached to Section 1 when the employee cannot correct it (M-274 9.0) { id, statement, signature }
import { defineRoute } from "@/lib/server/http/define-route";
import { section1StatementBody } from "@/lib/modules/i9/section1-contract";
import { addSection1Statement } from "@/lib/modules/i9/section1-correction";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  body: section1StatementBody,
  handler: async (ctx) => ({ data: await addSection1Statement(ctx, ctx.body), message: "Statement attached to Section 1" }),
});
