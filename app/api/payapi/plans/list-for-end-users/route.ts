// POST /api/payapi/plans/list-for-end-users — the plans a firm or a petitioner company may subscribe to
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/billing/contract";
import { plans } from "@/lib/modules/billing/service";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.read",
  body: emptyBody,
  handler: async (ctx) => ({ data: await plans(ctx, true) }),
});
