// POST /api/petition/create — create a case (roles 3, 4, 5, 50 that may act on CREATE_PETITION)
import { defineRoute } from "@/lib/server/http/define-route";
import { createCaseBody } from "@/lib/modules/cases/contract";
import { CASE_CREATOR_ROLES } from "@/lib/modules/cases/policy";
import { createCase } from "@/lib/modules/cases/create-case";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_CREATOR_ROLES,
  body: createCaseBody,
  handler: async ({ db, actor, ip, clock, body }) => ({ data: await createCase({ db, actor, ip, clock }, body), message: "Case created" }),
});
