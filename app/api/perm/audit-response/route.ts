// POST /api/perm/audit-response — the audit response was submitted (29)
import { defineRoute } from "@/lib/server/http/define-route";
import { permAuditResponseBody } from "@/lib/modules/perm/perm-contract";
import { recordPermAuditResponse } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.read", // then the step's editors in the firm's PERM workflow
  body: permAuditResponseBody,
  handler: async (ctx) => ({ data: await recordPermAuditResponse(ctx, ctx.body), message: "Audit response recorded" }),
});
