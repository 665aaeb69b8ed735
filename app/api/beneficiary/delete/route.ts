// POST /api/beneficiary/delete — remove a beneficiary (soft delete; staff client managers)
import { defineRoute } from "@/lib/server/http/define-route";
import { beneficiaryIdBody } from "@/lib/modules/beneficiaries/contract";
import { BENEFICIARY_DELETE_ROLES } from "@/lib/modules/beneficiaries/policy";
import { deleteBeneficiary } from "@/lib/modules/beneficiaries/manage-beneficiaries";

export const POST = defineRoute({
  auth: "user",
  roles: BENEFICIARY_DELETE_ROLES,
  body: beneficiaryIdBody,
  handler: async ({ db, actor, ip, clock, body }) => ({
    data: await deleteBeneficiary({ db, actor, ip, today: clock.today }, body.id),
    message: "Beneficiary deleted",
  }),
});
