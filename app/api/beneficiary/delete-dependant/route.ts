// POST /api/beneficiary/delete-dependant — remove a dependant (soft delete)
import { defineRoute } from "@/lib/server/http/define-route";
import { dependantIdBody } from "@/lib/modules/beneficiaries/contract";
import { deleteDependant } from "@/lib/modules/beneficiaries/dependants";

export const POST = defineRoute({
  auth: "user",
  permission: "beneficiary.update",
  body: dependantIdBody,
  handler: async (ctx) => ({
    data: await deleteDependant(ctx, ctx.body.id),
    message: "Dependant deleted",
  }),
});
