// POST /api/petition/update-forms-and-letters-version — staff add a new version of a form or letter (multipart file, or JSON key) { documentId, key? }; old versions are kept
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { updateFormsVersionFields } from "@/lib/modules/documents/contract";
import { updateFormsAndLettersVersion } from "@/lib/modules/documents/forms-and-letters";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "document.manage",
  fields: updateFormsVersionFields,
  fileRequired: false,
  acceptsJson: true,
  handler: async (ctx) => ({
    data: await updateFormsAndLettersVersion(ctx, ctx.body, ctx.files),
    message: "New version uploaded",
  }),
});
