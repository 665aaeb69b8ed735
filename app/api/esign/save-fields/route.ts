// POST /api/esign/save-fields — place the fields of a draft envelope { id, fields[{ signerIndex | signerId, kind, page, x, y, width, height, required? }] } (fractions of the page)
import { defineRoute } from "@/lib/server/http/define-route";
import { saveFieldsBody } from "@/lib/modules/esign/contract";
import { saveFields } from "@/lib/modules/esign/service";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.manage",
  body: saveFieldsBody,
  handler: async (ctx) => ({ data: await saveFields(ctx, ctx.body), message: "Fields saved" }),
});
