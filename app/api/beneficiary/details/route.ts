// POST /api/beneficiary/details — one beneficiary with dependants and client name
import { defineRoute } from "@/lib/server/http/define-route";
import { beneficiaryIdBody } from "@/lib/modules/beneficiaries/contract";
import { BENEFICIARY_READER_ROLES } from "@/lib/modules/beneficiaries/policy";
import { beneficiaryDetails } from "@/lib/modules/beneficiaries/service";

export const POST = defineRoute({
  auth: "user",
  roles: BENEFICIARY_READER_ROLES,
  body: beneficiaryIdBody,
  handler: async ({ db, actor, ip, clock, body }) => ({ data: await beneficiaryDetails({ db, actor, ip, today: clock.today }, body.id) }),
});
