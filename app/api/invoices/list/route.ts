// POST /api/invoices/list — the invoices within reach with their status, client, cases, total and balance; filters (status, pending, client, case), search (number, client), sorts
import { defineRoute } from "@/lib/server/http/define-route";
import { invoiceListBody } from "@/lib/modules/invoices/contract";
import { invoiceList } from "@/lib/modules/invoices/service";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.read",
  body: invoiceListBody,
  handler: async (ctx) => {
    const { rows, total } = await invoiceList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
