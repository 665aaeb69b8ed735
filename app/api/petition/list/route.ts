// POST /api/petition/list — cases visible to the caller (filters, sorts, pagination)
import { defineRoute } from "@/lib/server/http/define-route";
import { caseListBody } from "@/lib/modules/cases/contract";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { listCases } from "@/lib/modules/cases/list-cases";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: caseListBody,
  handler: async ({ db, actor, body }) => {
    const { rows, total } = await listCases({ db, actor }, body);
    return { data: rows, pagination: { page: body.page, perpage: body.perpage, total } };
  },
});
