// POST /api/gc-petition/manage-edit-option — open (or close again) the case's editing to the client after it was submitted to the firm
import { defineRoute } from "@/lib/server/http/define-route";
import { editOptionBody } from "@/lib/modules/greencard/contract";
import { manageEditOption } from "@/lib/modules/greencard/gc";

export const POST = defineRoute({
  auth: "user",
  permission: "gc.update",
  body: editOptionBody,
  handler: async (ctx) => ({ data: await manageEditOption(ctx, ctx.body), message: "Editing option saved" }),
});
