// POST /api/quickbooks/get-customers-list — the firm's QuickBooks customers, paged and searched by display name, each with its linked client
import { defineRoute } from "@/lib/server/http/define-route";
import { customerListBody } from "@/lib/modules/quickbooks/contract";
import { customerList } from "@/lib/modules/quickbooks/customers";

export const POST = defineRoute({
  auth: "user",
  permission: "quickbooks.read",
  body: customerListBody,
  handler: async (ctx) => {
    const { rows, total } = await customerList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
