// POST /api/quickbooks/unlink-customer — remove a client's link to its QuickBooks customer { companyId }
import { defineRoute } from "@/lib/server/http/define-route";
import { unlinkCustomerBody } from "@/lib/modules/quickbooks/contract";
import { unlinkCustomer } from "@/lib/modules/quickbooks/customers";

export const POST = defineRoute({
  auth: "user",
  permission: "quickbooks.manage",
  body: unlinkCustomerBody,
  handler: async (ctx) => ({ data: await unlinkCustomer(ctx, ctx.body.companyId), message: "Link removed" }),
});
