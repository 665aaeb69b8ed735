// POST /api/perm/upload-forms-and-letters — a PERM form or letter (multipart file, or JSON key) { id, docType: eta9089Draft | recruitmentReport | businessNecessityLetter, key? }; the ETA-9089 draft marks the draft created
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { uploadPermFormFields } from "@/lib/modules/documents/contract";
import { uploadPermForm } from "@/lib/modules/documents/perm-forms";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "document.manage",
  fields: uploadPermFormFields,
  fileRequired: false,
  acceptsJson: true,
  handler: async (ctx) => ({ data: await uploadPermForm(ctx, ctx.body, ctx.files), message: "Document uploaded" }),
});
