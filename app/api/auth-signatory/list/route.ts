// POST /api/auth-signatory/list — authorized signatories of the clients visible to the caller
import { defineRoute } from "@/lib/server/http/define-route";
import { signatoryListBody } from "@/lib/modules/companies/signatories/contract";
import { listSignatories } from "@/lib/modules/companies/signatories/service";

export const POST = defineRoute({
  auth: "user",
  permission: "client.read",
  body: signatoryListBody,
  handler: async (ctx) => {
    const { rows, total } = await listSignatories(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
