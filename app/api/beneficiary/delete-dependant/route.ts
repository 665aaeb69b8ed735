// POST /api/beneficiary/delete-dependant — remove a dependant (soft delete)
import { defineRoute } from "@/lib/server/http/define-route";
import { dependantIdBody } from "@/lib/modules/beneficiaries/contract";
import { BENEFICIARY_EDITOR_ROLES } from "@/lib/modules/beneficiaries/policy";
import { deleteDependant } from "@/lib/modules/beneficiaries/dependants";

export const POST = defineRoute({
  auth: "user",
  roles: BENEFICIARY_EDITOR_ROLES,
  body: dependantIdBody,
  handler: async ({ db, actor, ip, clock, body }) => ({
    data: await deleteDependant({ db, actor, ip, today: clock.today }, body.id),
    message: "Dependant deleted",
  }),
});
