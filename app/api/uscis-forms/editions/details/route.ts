// POST /api/uscis-forms/editions/details — one uploaded form edition with its fields, tooltips and the field map's fit (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { editionIdBody } from "@/lib/modules/uscis-forms/edition-contract";
import { formEditionDetails } from "@/lib/modules/uscis-forms/uploaded-editions";

export const POST = defineRoute({
  auth: "user",
  permission: "uscis-forms.editions",
  body: editionIdBody,
  handler: async (ctx) => ({ data: await formEditionDetails(ctx, ctx.body.id) }),
});
