// POST /api/beneficiary/save-dependant — add (no id) or replace (with id) a spouse or child of a beneficiary
import { defineRoute } from "@/lib/server/http/define-route";
import { saveDependantBody } from "@/lib/modules/beneficiaries/contract";
import { saveDependant } from "@/lib/modules/beneficiaries/dependants";

export const POST = defineRoute({
  auth: "user",
  permission: "beneficiary.update",
  body: saveDependantBody,
  handler: async (ctx) => ({
    data: await saveDependant(ctx, ctx.body),
    message: "Dependant saved",
  }),
});
