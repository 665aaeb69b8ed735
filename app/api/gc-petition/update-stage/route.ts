// POST /api/gc-petition/update-stage — one USCIS stage (I-140, I-485, I-765, I-131): receipt number and date, status, decision date
import { defineRoute } from "@/lib/server/http/define-route";
import { updateStageBody } from "@/lib/modules/greencard/contract";
import { updateStage } from "@/lib/modules/greencard/gc";

export const POST = defineRoute({
  auth: "user",
  permission: "gc.read", // then the editors of the stage's step in the firm's green-card workflow
  body: updateStageBody,
  handler: async (ctx) => ({ data: await updateStage(ctx, ctx.body), message: "Stage updated" }),
});
