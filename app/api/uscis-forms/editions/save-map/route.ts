// POST /api/uscis-forms/editions/save-map — an uploaded form edition's own field map: each field of its blank filled with a value the product knows, a fixed text or a check box state (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { saveEditionMapBody } from "@/lib/modules/uscis-forms/edition-contract";
import { saveFormEditionMap } from "@/lib/modules/uscis-forms/uploaded-editions";

export const POST = defineRoute({
  auth: "user",
  permission: "uscis-forms.editions",
  body: saveEditionMapBody,
  handler: async (ctx) => ({ data: await saveFormEditionMap(ctx, ctx.body) }),
});
