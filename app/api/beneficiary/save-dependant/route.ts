// POST /api/beneficiary/save-dependant — add (no id) or replace (with id) a spouse or child of a beneficiary
import { defineRoute } from "@/lib/server/http/define-route";
import { saveDependantBody } from "@/lib/modules/beneficiaries/contract";
import { BENEFICIARY_EDITOR_ROLES } from "@/lib/modules/beneficiaries/policy";
import { saveDependant } from "@/lib/modules/beneficiaries/dependants";

export const POST = defineRoute({
  auth: "user",
  roles: BENEFICIARY_EDITOR_ROLES,
  body: saveDependantBody,
  handler: async ({ db, actor, ip, clock, body }) => ({
    data: await saveDependant({ db, actor, ip, today: clock.today }, body),
    message: "Dependant saved",
  }),
});
