// POST /api/gc-petition/save-pdf-form-version — a filled form completed by hand, uploaded back as its next version (multipart PDF `file`, checked to be the same form) { id, documentId }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { saveFormVersionFields } from "@/lib/modules/uscis-forms/contract";
import { COMPLETED_FORM_FILE, gcSaveCompletedForm } from "@/lib/modules/uscis-forms/save-version";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "document.manage",
  fields: saveFormVersionFields,
  accept: COMPLETED_FORM_FILE,
  handler: async (ctx) => ({ data: await gcSaveCompletedForm(ctx, ctx.body, ctx.files), message: "Completed form saved" }),
});
