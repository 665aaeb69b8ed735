// POST /api/petition/request-for-petitioner-sign — request the petitioner's signature (e-mails the client's petitioners), or { signed: true } to confirm the forms are signed
import { defineRoute } from "@/lib/server/http/define-route";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { petitionerSignBody } from "@/lib/modules/workflow/contract";
import { petitionerSign } from "@/lib/modules/workflow/petitioner-sign";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: petitionerSignBody,
  handler: async ({ db, actor, ip, clock, body }) => ({ data: await petitionerSign({ db, actor, ip, clock }, body), message: "Signature request saved" }),
});
