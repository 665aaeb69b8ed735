// POST /api/company/update-status — approve, deactivate or reject a client (approval activates its petitioner accounts)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateStatusBody } from "@/lib/modules/companies/contract";
import { updateCompanyStatus } from "@/lib/modules/companies/update-status";

export const POST = defineRoute({
  auth: "user",
  permission: "client.status",
  body: updateStatusBody,
  handler: async (ctx) => ({
    data: await updateCompanyStatus(ctx, ctx.body),
    message: "Client status updated",
  }),
});
