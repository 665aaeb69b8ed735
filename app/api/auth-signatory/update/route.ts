// POST /api/auth-signatory/update — edit an authorized signatory
import { defineRoute } from "@/lib/server/http/define-route";
import { updateSignatoryBody } from "@/lib/modules/companies/signatories/contract";
import { updateSignatory } from "@/lib/modules/companies/signatories/service";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  permission: "client.update",
  body: requireChanges(updateSignatoryBody, ["id"]),
  handler: async (ctx) => ({ data: await updateSignatory(ctx, ctx.body), message: "Signatory updated" }),
});
