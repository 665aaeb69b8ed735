// POST /api/quickbooks/customer-details — one QuickBooks customer with its linked client, or the clients it may be linked to { customerId }
import { defineRoute } from "@/lib/server/http/define-route";
import { customerIdBody } from "@/lib/modules/quickbooks/contract";
import { customerDetails } from "@/lib/modules/quickbooks/customers";

export const POST = defineRoute({
  auth: "user",
  permission: "quickbooks.read",
  body: customerIdBody,
  handler: async (ctx) => ({ data: await customerDetails(ctx, ctx.body.customerId) }),
});
