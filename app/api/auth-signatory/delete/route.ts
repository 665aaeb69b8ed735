// POST /api/auth-signatory/delete — remove an authorized signatory (soft delete)
import { defineRoute } from "@/lib/server/http/define-route";
import { signatoryIdBody } from "@/lib/modules/companies/signatories/contract";
import { deleteSignatory } from "@/lib/modules/companies/signatories/service";

export const POST = defineRoute({
  auth: "user",
  permission: "client.update",
  body: signatoryIdBody,
  handler: async (ctx) => ({ data: await deleteSignatory(ctx, ctx.body.id), message: "Signatory deleted" }),
});
