// POST /api/perm/step-proof-file — the proof of a recruitment step as uploaded; 404 when it has none
import { stepIdBody } from "@/lib/modules/perm/perm-contract";
import { stepProofFile } from "@/lib/modules/perm/perm";
import { defineFileRoute } from "@/lib/server/http/define-file-route";

export const POST = defineFileRoute({
  permission: "perm.read",
  body: stepIdBody,
  handler: async (ctx) => stepProofFile(ctx, ctx.body.stepId),
});
