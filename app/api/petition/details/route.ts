// POST /api/petition/details — one case with names, parties, workflow and the caller's rule flags
import { defineRoute } from "@/lib/server/http/define-route";
import { caseIdBody } from "@/lib/modules/cases/contract";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { getCaseDetails } from "@/lib/modules/cases/case-details";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: caseIdBody,
  handler: async ({ db, actor, clock, body }) => ({ data: await getCaseDetails({ db, actor, clock }, body.id) }),
});
