// POST /api/gc-petition/upload-stage-notice — USCIS notices of one green-card stage (multipart files) { id, stage: i140 | i485 | i765 | i131 }: kept as the case's documents (category gc_notices)
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { uploadStageNoticeFields } from "@/lib/modules/greencard/contract";
import { uploadStageNotice } from "@/lib/modules/greencard/gc-notices";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "gc.read", // then the editors of the stage's steps in the firm's green-card workflow
  fields: uploadStageNoticeFields,
  handler: async (ctx) => ({ data: await uploadStageNotice(ctx, ctx.body, ctx.files), message: "Notice uploaded" }),
});
