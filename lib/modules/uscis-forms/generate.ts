// /api/generate-pdf-form-document: an official USCIS form filled from the case and saved to the case's forms
// and letters as the next version of that form. The blank: the edition a platform admin uploaded whose valid
// dates hold the filing date (uploaded-editions.ts; its own field map when it has one, else the built-in map's
// entries its blank has), else the
// built-in edition USCIS accepts that day (editions.ts). The filing date is the body's, else today.
import "server-only";
import { caseOr404 } from "@/lib/modules/greencard/gc";
import { saveGeneratedFormOrLetter } from "@/lib/modules/documents/forms-and-letters";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { GcGenerateFormBody, GenerateFormBody, GeneratedForm } from "./contract";
import { formDataOfCase } from "./data-of-case";
import { editionFor, USCIS_FORMS } from "./editions";
import { blankOf } from "./blanks";
import { fillForm, type FieldMap, type FilledForm } from "./field-map";
import { fillPlan } from "./edition-maps";
import { uploadedBlankFor } from "./uploaded-editions";
import { formDocumentName, formFileName } from "./naming";

export async function generateFormDocument(ctx: ActorContext, body: GenerateFormBody): Promise<GeneratedForm> {
  const form = USCIS_FORMS[body.form];
  const filingDate = body.filingDate ?? ctx.clock.today;
  const uploaded = await uploadedBlankFor(ctx.db, body.form, filingDate);
  const chosen = editionFor(form, filingDate);
  if (!chosen.ok && !uploaded) throw fail.validation({ form: chosen.message });
  // An uploaded blank is filled with the map of the built-in edition of that day (else the newest), less the
  // entries whose field the blank lacks (listed on the editions screen).
  const builtIn = chosen.ok ? chosen.edition : [...form.editions].sort((a, b) => b.acceptedFrom.localeCompare(a.acceptedFrom))[0];
  const { data, caseNumber } = await formDataOfCase(ctx, body.petitionId);
  const blank = uploaded ? uploaded.bytes : new Uint8Array(await blankOf(builtIn.blank));
  let out: FilledForm;
  let editionName = builtIn.edition;
  if (uploaded?.edition.fieldMap) {
    // The edition's own map (set on the editions screen): its value keys are this form's FORM_PATHS (checked on save).
    const plan = fillPlan(uploaded.edition.fieldMap);
    out = await fillForm(blank, plan.map as FieldMap, data, { flatten: body.flatten, fixed: plan.fixed });
    editionName = uploaded.edition.edition;
  } else {
    const has = new Set(uploaded?.edition.fields.map((f) => f.name));
    const map = uploaded ? builtIn.map.filter((e) => has.has(e.field)) : builtIn.map;
    if (uploaded) editionName = uploaded.edition.edition;
    out = await fillForm(blank, map, data, { flatten: body.flatten });
  }
  const edition = { edition: editionName };
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
