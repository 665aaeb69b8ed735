// POST /api/generate-pdf-form-document — an official USCIS form (I-129, I-140, I-485, I-765) filled from the case, saved to its forms and letters as the next version { petitionId, form, flatten? }
import { defineRoute } from "@/lib/server/http/define-route";
import { generateFormBody } from "@/lib/modules/uscis-forms/contract";
import { generateFormDocument } from "@/lib/modules/uscis-forms/generate";

export const POST = defineRoute({
  auth: "user",
  permission: "document.manage",
  body: generateFormBody,
  handler: async (ctx) => ({ data: await generateFormDocument(ctx, ctx.body), message: "Form generated" }),
});
