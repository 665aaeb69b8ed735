// POST /api/beneficiary/update — edit a beneficiary (staff; a petitioner their company's)
import { defineRoute } from "@/lib/server/http/define-route";
import { withExpiry } from "@/lib/modules/expiry-radar/service";
import { updateBeneficiaryBody } from "@/lib/modules/beneficiaries/contract";
import { updateBeneficiary } from "@/lib/modules/beneficiaries/manage-beneficiaries";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  permission: "beneficiary.update",
  body: requireChanges(updateBeneficiaryBody, ["id"]),
  handler: async (ctx) => ({
    data: await withExpiry(ctx, await updateBeneficiary(ctx, ctx.body)),
    message: "Beneficiary updated",
  }),
});
