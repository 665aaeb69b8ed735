// POST /api/quickbook/customer-availability — whether a display name is free among the firm's QuickBooks customers { displayName }
import { defineRoute } from "@/lib/server/http/define-route";
import { availabilityBody } from "@/lib/modules/quickbooks/contract";
import { customerAvailability } from "@/lib/modules/quickbooks/customers";

export const POST = defineRoute({
  auth: "user",
  permission: "quickbooks.manage",
  body: availabilityBody,
  handler: async (ctx) => ({ data: await customerAvailability(ctx, ctx.body.displayName) }),
});
