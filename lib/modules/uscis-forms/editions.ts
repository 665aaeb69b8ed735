// The USCIS forms the product fills and their editions (data): each edition's blank (decrypted once, kept
// in blanks/), its field map, and the days USCIS accepts it — from `acceptedFrom` to `acceptedUntil`
// (inclusive; null: until a newer edition's grace period ends, which is entered then). Generating a form on
// a day its edition is not accepted is refused naming the edition to use. How to add an edition: README.md.
import type { FieldMap } from "./field-map";
import { I129_01_20_25 } from "./maps/i-129-01-20-25";
import { I140_06_07_24 } from "./maps/i-140-06-07-24";
import { I485_01_20_25 } from "./maps/i-485-01-20-25";
import { I765_01_20_25 } from "./maps/i-765-01-20-25";
import { I130_04_01_24, SIGNATURES_I130_04_01_24 } from "./maps/i-130-04-01-24";
import { I131_01_20_25, SIGNATURES_I131_01_20_25 } from "./maps/i-131-01-20-25";
import { I539_08_28_24, SIGNATURES_I539_08_28_24 } from "./maps/i-539-08-28-24";
import { FILLABLE_FORMS } from "./constants";
import { SIGNATURES_I129_01_20_25, SIGNATURES_I140_06_07_24, SIGNATURES_I485_01_20_25, SIGNATURES_I765_01_20_25, type SignatureBox } from "./signature-boxes";

export type FormEdition = {
  edition: string;
  blank: string;
  map: FieldMap;
  /** Where the form is signed in ink, and by whom (signature-boxes.ts). */
  signatures: readonly SignatureBox[];
  acceptedFrom: string;
  acceptedUntil: string | null;
};
export type UscisForm = { code: string; title: string; editions: readonly FormEdition[] };

export const USCIS_FORMS = {
  "I-129": {
    code: "I-129",
    title: "Petition for a Nonimmigrant Worker (H-1B)",
    editions: [{ edition: "01/20/25", blank: "i-129-01-20-25.pdf", map: I129_01_20_25, signatures: SIGNATURES_I129_01_20_25, acceptedFrom: "2025-01-20", acceptedUntil: null }],
  },
  "I-140": {
    code: "I-140",
    title: "Immigrant Petition for Alien Workers",
    editions: [{ edition: "06/07/24", blank: "i-140-06-07-24.pdf", map: I140_06_07_24, signatures: SIGNATURES_I140_06_07_24, acceptedFrom: "2024-06-07", acceptedUntil: null }],
  },
  "I-485": {
    code: "I-485",
    title: "Application to Register Permanent Residence or Adjust Status",
    editions: [{ edition: "01/20/25", blank: "i-485-01-20-25.pdf", map: I485_01_20_25, signatures: SIGNATURES_I485_01_20_25, acceptedFrom: "2025-01-20", acceptedUntil: null }],
  },
  "I-765": {
    code: "I-765",
    title: "Application for Employment Authorization",
    editions: [{ edition: "01/20/25", blank: "i-765-01-20-25.pdf", map: I765_01_20_25, signatures: SIGNATURES_I765_01_20_25, acceptedFrom: "2025-01-20", acceptedUntil: null }],
  },
  // From the edition date (USCIS's "edition dates accepted" page could not be read here: see README).
  "I-131": {
    code: "I-131",
    title: "Application for Travel Documents, Parole Documents, and Arrival/Departure Records",
    editions: [{ edition: "01/20/25", blank: "i-131-01-20-25.pdf", map: I131_01_20_25, signatures: SIGNATURES_I131_01_20_25, acceptedFrom: "2025-01-20", acceptedUntil: null }],
  },
  "I-539": {
    code: "I-539",
    title: "Application to Extend/Change Nonimmigrant Status",
    editions: [{ edition: "08/28/24", blank: "i-539-08-28-24.pdf", map: I539_08_28_24, signatures: SIGNATURES_I539_08_28_24, acceptedFrom: "2024-08-28", acceptedUntil: null }],
  },
  "I-130": {
    code: "I-130",
    title: "Petition for Alien Relative",
    editions: [{ edition: "04/01/24", blank: "i-130-04-01-24.pdf", map: I130_04_01_24, signatures: SIGNATURES_I130_04_01_24, acceptedFrom: "2024-04-01", acceptedUntil: null }],
  },
} as const satisfies Record<string, UscisForm>;

export type UscisFormCode = keyof typeof USCIS_FORMS;
export const USCIS_FORM_CODES = Object.keys(USCIS_FORMS) as UscisFormCode[];

/**
 * The edition to fill on `today` (YYYY-MM-DD): the newest one accepted that day, or, when none is, the
 * reason naming the edition that will be (or was last) accepted.
 */
export function editionFor(form: UscisForm, today: string): { ok: true; edition: FormEdition } | { ok: false; message: string } {
  const accepted = form.editions.filter((e) => e.acceptedFrom <= today && (e.acceptedUntil === null || today <= e.acceptedUntil));
  if (accepted.length) return { ok: true, edition: [...accepted].sort((a, b) => b.acceptedFrom.localeCompare(a.acceptedFrom))[0] };
  const next = [...form.editions].filter((e) => e.acceptedFrom > today).sort((a, b) => a.acceptedFrom.localeCompare(b.acceptedFrom))[0];
  if (next) return { ok: false, message: `USCIS accepts the ${next.edition} edition of Form ${form.code} from ${next.acceptedFrom}; no edition on file is accepted today` };
  const last = [...form.editions].sort((a, b) => b.acceptedFrom.localeCompare(a.acceptedFrom))[0];
  return { ok: false, message: `USCIS no longer accepts the ${last.edition} edition of Form ${form.code}: add the edition USCIS publishes now` };
}

// The screens' list (constants.ts) names the same forms.
FILLABLE_FORMS satisfies readonly { code: UscisFormCode; title: string }[];
