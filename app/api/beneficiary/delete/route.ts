// POST /api/beneficiary/delete — remove a beneficiary (soft delete; staff client managers)
import { defineRoute } from "@/lib/server/http/define-route";
import { beneficiaryIdBody } from "@/lib/modules/beneficiaries/contract";
import { deleteBeneficiary } from "@/lib/modules/beneficiaries/manage-beneficiaries";

export const POST = defineRoute({
  auth: "user",
  permission: "beneficiary.delete",
  body: beneficiaryIdBody,
  handler: async (ctx) => ({
    data: await deleteBeneficiary(ctx, ctx.body.id),
    message: "Beneficiary deleted",
  }),
});
