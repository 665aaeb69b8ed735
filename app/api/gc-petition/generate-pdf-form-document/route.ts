// POST /api/gc-petition/generate-pdf-form-document — a USCIS form (I-140, I-485, I-765 …) filled from a green-card case, saved to its forms and letters as the next version { id, form, flatten? }
import { defineRoute } from "@/lib/server/http/define-route";
import { gcGenerateFormBody } from "@/lib/modules/uscis-forms/contract";
import { gcGenerateFormDocument } from "@/lib/modules/uscis-forms/generate";

export const POST = defineRoute({
  auth: "user",
  permission: "document.manage",
  body: gcGenerateFormBody,
  handler: async (ctx) => ({ data: await gcGenerateFormDocument(ctx, ctx.body), message: "Form generated" }),
});
