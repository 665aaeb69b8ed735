// POST /api/quickbooks/create-customer — a QuickBooks customer made from a client of the firm and linked to it { companyId, displayName? }
import { defineRoute } from "@/lib/server/http/define-route";
import { createCustomerBody } from "@/lib/modules/quickbooks/contract";
import { createCustomer } from "@/lib/modules/quickbooks/customers";

export const POST = defineRoute({
  auth: "user",
  permission: "quickbooks.manage",
  body: createCustomerBody,
  handler: async (ctx) => ({ data: await createCustomer(ctx, ctx.body), message: "Customer created in QuickBooks" }),
});
