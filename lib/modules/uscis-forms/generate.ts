// /api/generate-pdf-form-document: an official USCIS form filled from the case (the edition USCIS accepts
// today, editions.ts) and saved to the case's forms and letters as the next version of that form.
import "server-only";
import { caseOr404 } from "@/lib/modules/greencard/gc";
import { saveGeneratedFormOrLetter } from "@/lib/modules/documents/forms-and-letters";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { GcGenerateFormBody, GenerateFormBody, GeneratedForm } from "./contract";
import { formDataOfCase } from "./data-of-case";
import { editionFor, USCIS_FORMS } from "./editions";
import { blankOf } from "./blanks";
import { fillForm } from "./field-map";
import { formDocumentName, formFileName } from "./naming";

export async function generateFormDocument(ctx: ActorContext, body: GenerateFormBody): Promise<GeneratedForm> {
  const form = USCIS_FORMS[body.form];
  const chosen = editionFor(form, ctx.clock.today);
  if (!chosen.ok) throw fail.validation({ form: chosen.message });
  const { edition } = chosen;
  const { data, caseNumber } = await formDataOfCase(ctx, body.petitionId);
  const out = await fillForm(new Uint8Array(await blankOf(edition.blank)), edition.map, data, { flatten: body.flatten });
  const name = formDocumentName(body.form, edition.edition);
  const fileName = formFileName(body.form, caseNumber, "generated", body.flatten);
  const doc = await saveGeneratedFormOrLetter(ctx, body.petitionId, name, { name: fileName, mimetype: "application/pdf", size: out.bytes.length, bytes: Buffer.from(out.bytes) });
  return { documentId: doc.id, version: doc.version, fileName, form: body.form, edition: edition.edition, filled: out.filled.length, missing: out.missing, unmapped: out.unmapped };
}

/** /api/gc-petition/generate-pdf-form-document: the same, on a green-card employment case within reach (404 otherwise). */
export async function gcGenerateFormDocument(ctx: ActorContext, body: GcGenerateFormBody): Promise<GeneratedForm> {
  const { id, ...rest } = body;
  await caseOr404(ctx, ctx.db, id);
  return generateFormDocument(ctx, { ...rest, petitionId: id });
}
