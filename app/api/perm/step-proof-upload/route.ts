// POST /api/perm/step-proof-upload — the proof of a recruitment step (multipart: stepId, file — PDF, image or Word), replacing the one before
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { stepProofFields } from "@/lib/modules/perm/perm-contract";
import { uploadStepProof } from "@/lib/modules/perm/perm";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "perm.update",
  fields: stepProofFields,
  maxFiles: 1,
  handler: async (ctx) => ({ data: await uploadStepProof(ctx, ctx.body.stepId, ctx.files), message: "Proof uploaded" }),
});
