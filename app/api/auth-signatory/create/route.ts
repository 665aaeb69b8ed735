// POST /api/auth-signatory/create — add an authorized signatory to a client
import { defineRoute } from "@/lib/server/http/define-route";
import { createSignatoryBody } from "@/lib/modules/signatories/contract";
import { CLIENT_EDITOR_ROLES } from "@/lib/modules/companies/policy";
import { createSignatory } from "@/lib/modules/signatories/service";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_EDITOR_ROLES,
  body: createSignatoryBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await createSignatory({ db, actor, ip }, body), message: "Signatory added" }),
});
