// /api/generate-pdf-form-document: an official USCIS form filled from the case (the edition USCIS accepts
// today, editions.ts) and saved to the case's forms and letters as the next version of that form.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { saveGeneratedFormOrLetter } from "@/lib/modules/documents/forms-and-letters";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { GenerateFormBody, GeneratedForm } from "./contract";
import { formDataOfCase } from "./data-of-case";
import { editionFor, USCIS_FORMS } from "./editions";
import { fillForm } from "./field-map";

const blanks = new Map<string, Promise<Buffer>>();
const blankOf = (file: string) => {
  let p = blanks.get(file);
  if (!p) {
    p = readFile(path.join(process.cwd(), "lib/modules/uscis-forms/blanks", file));
    p.catch(() => blanks.delete(file));
    blanks.set(file, p);
  }
  return p;
};

export async function generateFormDocument(ctx: ActorContext, body: GenerateFormBody): Promise<GeneratedForm> {
  const form = USCIS_FORMS[body.form];
  const chosen = editionFor(form, ctx.clock.today);
  if (!chosen.ok) throw fail.validation({ form: chosen.message });
  const { edition } = chosen;
  const { data, caseNumber } = await formDataOfCase(ctx, body.petitionId);
  const out = await fillForm(new Uint8Array(await blankOf(edition.blank)), edition.map, data, { flatten: body.flatten });
  const name = `Form ${form.code} (${edition.edition})`;
  const fileName = `Form ${form.code} - ${caseNumber}.pdf`;
  const doc = await saveGeneratedFormOrLetter(ctx, body.petitionId, name, { name: fileName, mimetype: "application/pdf", size: out.bytes.length, bytes: Buffer.from(out.bytes) });
  return { documentId: doc.id, version: doc.version, fileName, form: body.form, edition: edition.edition, filled: out.filled.length, missing: out.missing, unmapped: out.unmapped };
}
