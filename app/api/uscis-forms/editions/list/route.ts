// POST /api/uscis-forms/editions/list — the uploaded USCIS form editions (platform admin), sorted and filtered by form
import { defineRoute } from "@/lib/server/http/define-route";
import { editionListBody } from "@/lib/modules/uscis-forms/edition-contract";
import { formEditionList } from "@/lib/modules/uscis-forms/uploaded-editions";

export const POST = defineRoute({
  auth: "user",
  permission: "uscis-forms.editions",
  body: editionListBody,
  handler: async (ctx) => {
    const { rows, total } = await formEditionList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
