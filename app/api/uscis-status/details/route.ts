// POST /api/uscis-status/details — a case's last USCIS status (form, status, description, history, last error, when checked) and whether the check is on
import { defineRoute } from "@/lib/server/http/define-route";
import { uscisCaseBody } from "@/lib/modules/uscis/contract";
import { caseUscisStatus } from "@/lib/modules/uscis/case-status";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: uscisCaseBody,
  handler: async (ctx) => ({ data: await caseUscisStatus(ctx, ctx.body.petitionId) }),
});
