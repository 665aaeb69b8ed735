// POST /api/perm/record-audit — a DOL notice of audit (27) or supervised recruitment (28); the response is due 30 days after it
import { defineRoute } from "@/lib/server/http/define-route";
import { permAuditBody } from "@/lib/modules/perm/perm-contract";
import { recordPermAudit } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.read", // then the step's editors in the firm's PERM workflow
  body: permAuditBody,
  handler: async (ctx) => ({ data: await recordPermAudit(ctx, ctx.body), message: "Audit notice recorded" }),
});
