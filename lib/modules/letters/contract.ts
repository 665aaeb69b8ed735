// Request schemas and answer shapes of /api/form-letter/* (a firm's letter templates, their preview on a
// case and a letter generated into the case's forms and letters) and /api/filled-forms-and-letters/*.
// The template text is checked by the server (template.ts) on every save; a problem is a 422 on `body`
// naming the line.
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { idList, v } from "@/lib/shared/validation/zod";
import { LETTER_BODY_MAX, LETTER_FORMATS, LETTER_KINDS, LETTER_LANGUAGES, type LetterFormat, type LetterKind, type LetterLanguage, type MergeField } from "./constants";

export * from "./constants";

const kind = z.enum(LETTER_KINDS, { error: (iss) => (iss.input === undefined ? MSG.required("Kind") : MSG.invalid("Kind")) });
const language = z.enum(LETTER_LANGUAGES, { error: MSG.invalid("Language") });
/** The template's text as written (not trimmed: its lines are the letter's); not blank. */
const body = z
  .string({ error: MSG.required("Template") })
  .max(LETTER_BODY_MAX, { error: MSG.maxLength(LETTER_BODY_MAX) })
  .refine((s) => s.trim() !== "", { error: MSG.required("Template") });

export const LETTER_SORT_FIELDS = ["name", "updatedAt", "kind"] as const;
export const letterListBody = listRequest(
  LETTER_SORT_FIELDS,
  z.object({ kinds: idList(kind), language: language.optional() }),
  { defaultOrder: "asc" },
);
export type LetterListBody = z.output<typeof letterListBody>;

export const createLetterBody = z.object({ name: v.requiredString("Name", 120), kind, language: language.default("en"), body });
export type CreateLetterBody = z.output<typeof createLetterBody>;
export type CreateLetterInput = z.input<typeof createLetterBody>;

/** A missing key is unchanged; `version` is the one the editor read (409 when someone saved since). */
export const updateLetterBody = z.object({
  id: v.uuid("Template"),
  version: v.int("Version", { min: 1, max: 1_000_000 }),
  name: v.requiredString("Name", 120).optional(),
  kind: kind.optional(),
  language: language.optional(),
  body: body.optional(),
});
export type UpdateLetterBody = z.output<typeof updateLetterBody>;

export const letterIdBody = z.object({ id: v.uuid("Template") });

/** A template (saved, or the editor's text) filled from one case, without saving anything. */
export const previewLetterBody = z
  .object({ petitionId: v.uuid("Case"), id: v.optionalUuid("Template"), body: body.optional(), language: language.optional() })
  .refine((b) => b.id !== undefined || b.body !== undefined, { error: MSG.required("Template"), path: ["id"] });
export type PreviewLetterBody = z.output<typeof previewLetterBody>;

export const generateLetterBody = z.object({
  petitionId: v.uuid("Case"),
  id: v.uuid("Template"),
  format: z.enum(LETTER_FORMATS, { error: MSG.invalid("Format") }).default("pdf"),
});
export type GenerateLetterBody = z.output<typeof generateLetterBody>;

export type LetterListRow = {
  id: string;
  name: string;
  kind: LetterKind;
  language: LetterLanguage;
  version: number;
  /** The merge fields the template uses. */
  fields: MergeField[];
  updatedAt: string;
  updatedByName: string | null;
};
export type LetterDetails = LetterListRow & { body: string; canManage: boolean };

export type LetterPreview = {
  /** The letter's text, lines as the template wrote them; a missing field shows as its mark. */
  text: string;
  /** The fields this case has no value for, with their labels in the letter's language. */
  missing: { field: MergeField; label: string }[];
  language: LetterLanguage;
};

export type GeneratedLetter = { documentId: string; version: number; fileName: string; format: LetterFormat; missing: MergeField[] };
