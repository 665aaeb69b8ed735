// POST /api/beneficiary/create — add a beneficiary (staff; a petitioner for their own company)
import { defineRoute } from "@/lib/server/http/define-route";
import { createBeneficiaryBody } from "@/lib/modules/beneficiaries/contract";
import { BENEFICIARY_EDITOR_ROLES } from "@/lib/modules/beneficiaries/policy";
import { createBeneficiary } from "@/lib/modules/beneficiaries/manage-beneficiaries";

export const POST = defineRoute({
  auth: "user",
  roles: BENEFICIARY_EDITOR_ROLES,
  body: createBeneficiaryBody,
  handler: async ({ db, actor, ip, clock, body }) => ({
    data: await createBeneficiary({ db, actor, ip, today: clock.today }, body),
    message: "Beneficiary created",
  }),
});
