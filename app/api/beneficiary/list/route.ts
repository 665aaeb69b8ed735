// POST /api/beneficiary/list — beneficiaries visible to the caller (search, filter, sort, page)
import { defineRoute } from "@/lib/server/http/define-route";
import { beneficiaryListBody } from "@/lib/modules/beneficiaries/contract";
import { BENEFICIARY_READER_ROLES } from "@/lib/modules/beneficiaries/policy";
import { listBeneficiaries } from "@/lib/modules/beneficiaries/service";

export const POST = defineRoute({
  auth: "user",
  roles: BENEFICIARY_READER_ROLES,
  body: beneficiaryListBody,
  handler: async ({ db, actor, ip, clock, body }) => {
    const { rows, total } = await listBeneficiaries({ db, actor, ip, today: clock.today }, body);
    return { data: rows, pagination: { page: body.page, perpage: body.perpage, total } };
  },
});
