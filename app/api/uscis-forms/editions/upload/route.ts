// POST /api/uscis-forms/editions/upload — the platform admin uploads a form edition's blank (multipart "file", a PDF; "form", "edition", "validFrom", "validTo"): decrypted, its fields listed, checked against the field map, stored
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { uploadEditionFields } from "@/lib/modules/uscis-forms/edition-contract";
import { BLANK_FILE } from "@/lib/modules/uscis-forms/blank-check";
import { uploadFormEdition } from "@/lib/modules/uscis-forms/uploaded-editions";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "uscis-forms.editions",
  fields: uploadEditionFields,
  accept: BLANK_FILE,
  maxFileBytes: 20 * 1024 * 1024,
  handler: async (ctx) => {
    const data = await uploadFormEdition(ctx, ctx.body, ctx.files[0]);
    return { data, message: `Form ${data.form} (${data.edition}) saved: ${data.fieldCount} fields` };
  },
});
