// POST /api/auth-signatory/update — edit an authorized signatory
import { defineRoute } from "@/lib/server/http/define-route";
import { updateSignatoryBody } from "@/lib/modules/signatories/contract";
import { CLIENT_EDITOR_ROLES } from "@/lib/modules/companies/policy";
import { updateSignatory } from "@/lib/modules/signatories/service";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_EDITOR_ROLES,
  body: updateSignatoryBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await updateSignatory({ db, actor, ip }, body), message: "Signatory updated" }),
});
