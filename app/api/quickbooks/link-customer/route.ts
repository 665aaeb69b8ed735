// POST /api/quickbooks/link-customer — link a client of the firm to an existing QuickBooks customer { companyId, customerId }
import { defineRoute } from "@/lib/server/http/define-route";
import { linkCustomerBody } from "@/lib/modules/quickbooks/contract";
import { linkCustomer } from "@/lib/modules/quickbooks/customers";

export const POST = defineRoute({
  auth: "user",
  permission: "quickbooks.manage",
  body: linkCustomerBody,
  handler: async (ctx) => ({ data: await linkCustomer(ctx, ctx.body), message: "Client linked" }),
});
