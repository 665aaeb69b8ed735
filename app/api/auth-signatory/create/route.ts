// POST /api/auth-signatory/create — add an authorized signatory to a client
import { defineRoute } from "@/lib/server/http/define-route";
import { createSignatoryBody } from "@/lib/modules/companies/signatories/contract";
import { createSignatory } from "@/lib/modules/companies/signatories/service";

export const POST = defineRoute({
  auth: "user",
  permission: "client.update",
  idempotent: true,
  body: createSignatoryBody,
  handler: async (ctx) => ({ data: await createSignatory(ctx, ctx.body), message: "Signatory added" }),
});
