// POST /api/lca/paf-upload — add a document to an LCA's public access file (multipart: lcaId, kind, file — PDF, image or Word)
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { pafUploadFields } from "@/lib/modules/lca/paf-contract";
import { uploadPafItem } from "@/lib/modules/lca/paf";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "lca.update",
  fields: pafUploadFields,
  maxFiles: 1,
  handler: async (ctx) => ({ data: await uploadPafItem(ctx, ctx.body, ctx.files), message: "Document added to the public access file" }),
});
