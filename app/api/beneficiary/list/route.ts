// POST /api/beneficiary/list — beneficiaries visible to the caller (search, filter, sort, page)
import { defineRoute } from "@/lib/server/http/define-route";
import { beneficiaryListBody } from "@/lib/modules/beneficiaries/contract";
import { listBeneficiaries } from "@/lib/modules/beneficiaries/service";

export const POST = defineRoute({
  auth: "user",
  permission: "beneficiary.read",
  body: beneficiaryListBody,
  handler: async (ctx) => {
    const { rows, total } = await listBeneficiaries(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
