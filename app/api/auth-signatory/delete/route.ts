// POST /api/auth-signatory/delete — remove an authorized signatory (soft delete)
import { defineRoute } from "@/lib/server/http/define-route";
import { signatoryIdBody } from "@/lib/modules/signatories/contract";
import { CLIENT_EDITOR_ROLES } from "@/lib/modules/companies/policy";
import { deleteSignatory } from "@/lib/modules/signatories/service";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_EDITOR_ROLES,
  body: signatoryIdBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await deleteSignatory({ db, actor, ip }, body.id), message: "Signatory deleted" }),
});
