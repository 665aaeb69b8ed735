// POST /api/individual/update — edit an individual sponsor (staff; the sponsor their own profile)
import { defineRoute } from "@/lib/server/http/define-route";
import { withBeneficiaryCount } from "@/lib/modules/beneficiaries/service";
import { updateIndividualBody } from "@/lib/modules/companies/contract";
import { updateIndividual } from "@/lib/modules/companies/individuals";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  permission: "client.update",
  body: requireChanges(updateIndividualBody, ["id"]),
  handler: async (ctx) => ({
    data: await withBeneficiaryCount(ctx, await updateIndividual(ctx, ctx.body)),
    message: "Individual updated",
  }),
});
