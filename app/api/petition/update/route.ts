// POST /api/petition/update — change a case's fields, custom case number or filing fee
import { defineRoute } from "@/lib/server/http/define-route";
import { updateCaseBody } from "@/lib/modules/cases/contract";
import { CASE_EDITOR_ROLES } from "@/lib/modules/cases/policy";
import { updateCase } from "@/lib/modules/cases/update-case";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_EDITOR_ROLES,
  body: updateCaseBody,
  handler: async ({ db, actor, ip, clock, body }) => ({ data: await updateCase({ db, actor, ip, clock }, body), message: "Case updated" }),
});
