// POST /api/uscis-forms/editions/delete — removes an uploaded form edition and its blank (platform admin); fills go back to the built-in blank
import { defineRoute } from "@/lib/server/http/define-route";
import { editionIdBody } from "@/lib/modules/uscis-forms/edition-contract";
import { deleteFormEdition } from "@/lib/modules/uscis-forms/uploaded-editions";

export const POST = defineRoute({
  auth: "user",
  permission: "uscis-forms.editions",
  body: editionIdBody,
  handler: async (ctx) => ({ data: await deleteFormEdition(ctx, ctx.body.id), message: "Form edition deleted" }),
});
