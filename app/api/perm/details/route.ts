// POST /api/perm/details — a case's PERM record: the recruitment steps with their problems, the filing window (rule 13), the PWD, audits, the decision and the caller's actions; data null before one is opened
import { defineRoute } from "@/lib/server/http/define-route";
import { permOfCaseBody } from "@/lib/modules/perm/perm-contract";
import { permOfCase } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.read",
  body: permOfCaseBody,
  handler: async (ctx) => ({ data: await permOfCase(ctx, ctx.body.petitionId) }),
});
