// POST /api/auth-signatory/list — authorized signatories of the clients visible to the caller
import { defineRoute } from "@/lib/server/http/define-route";
import { signatoryListBody } from "@/lib/modules/signatories/contract";
import { CLIENT_READER_ROLES } from "@/lib/modules/companies/policy";
import { listSignatories } from "@/lib/modules/signatories/service";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_READER_ROLES,
  body: signatoryListBody,
  handler: async ({ db, actor, ip, body }) => {
    const { rows, total } = await listSignatories({ db, actor, ip }, body);
    return { data: rows, pagination: { page: body.page, perpage: body.perpage, total } };
  },
});
