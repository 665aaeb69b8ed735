// POST /api/beneficiary/update — edit a beneficiary (staff; a petitioner their company's)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateBeneficiaryBody } from "@/lib/modules/beneficiaries/contract";
import { BENEFICIARY_EDITOR_ROLES } from "@/lib/modules/beneficiaries/policy";
import { updateBeneficiary } from "@/lib/modules/beneficiaries/manage-beneficiaries";

export const POST = defineRoute({
  auth: "user",
  roles: BENEFICIARY_EDITOR_ROLES,
  body: updateBeneficiaryBody,
  handler: async ({ db, actor, ip, clock, body }) => ({
    data: await updateBeneficiary({ db, actor, ip, today: clock.today }, body),
    message: "Beneficiary updated",
  }),
});
