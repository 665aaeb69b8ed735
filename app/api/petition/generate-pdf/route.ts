// POST /api/petition/generate-pdf — the case summary PDF, base64 in the JSON envelope
import { defineRoute } from "@/lib/server/http/define-route";
import { caseIdBody } from "@/lib/modules/cases/contract";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { casePdfBase64 } from "@/lib/modules/cases/case-pdf";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: caseIdBody,
  handler: async ({ db, actor, tenant, clock, body }) => ({
    data: await casePdfBase64({ db, actor, firmName: tenant.name, clock }, body.id),
  }),
});
