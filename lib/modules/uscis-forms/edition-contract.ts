// Request schemas and answers of the uploaded USCIS form editions (/api/uscis-forms/editions/*: the platform
// admin's blanks) and of a case's payment worksheet (/api/uscis-forms/payment-worksheet).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import type { EditionMapEntry } from "@/db/schema/uscis-forms";
import { EDITION_FORM_CODES, PAYMENT_FORM_CODES, type EditionFormCode, type PaymentFormCode } from "./edition-constants";

const formCode = z.enum(EDITION_FORM_CODES as unknown as [EditionFormCode, ...EditionFormCode[]], {
  error: (iss) => (iss.input === undefined ? MSG.required("Form") : MSG.invalid("Form")),
});
/** The edition date printed at the foot of the form, MM/DD/YY. */
const editionDate = z
  .string({ error: (iss) => (iss.input === undefined ? MSG.required("Edition") : MSG.invalid("Edition")) })
  .trim()
  .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{2}$/, { error: MSG.invalid("Edition") });

/** Multipart text fields of the upload beside the PDF `file`. `validTo` empty: open (until a newer edition). */
export const uploadEditionFields = z
  .object({
    form: formCode,
    edition: editionDate,
    validFrom: v.isoDate("Valid from"),
    validTo: v.optionalIsoDate(),
  })
  .superRefine((b, c) => {
    if (b.validTo && b.validTo < b.validFrom) c.addIssue({ code: "custom", path: ["validTo"], message: "Valid to must not be before valid from" });
  });
export type UploadEditionFields = z.output<typeof uploadEditionFields>;

export const EDITION_SORT_FIELDS = ["uploadedAt", "formCode", "validFrom"] as const;
export const editionListBody = listRequest(EDITION_SORT_FIELDS, z.object({ form: formCode.optional() }));
export type EditionListBody = z.output<typeof editionListBody>;

export const editionIdBody = z.object({ id: v.uuid("Form edition") });

export const ONE_VALUE_PER_FIELD = "Give the field a value, a fixed text or a check box state";
const mapEntry = z
  .object({
    field: z.string({ error: MSG.required("Field") }).min(1, { error: MSG.required("Field") }).max(300, { error: MSG.invalid("Field") }),
    /** A value-catalogue key (value-catalogue.ts); the service checks it is one of the form's. */
    key: z.string({ error: MSG.invalid("Value") }).max(100, { error: MSG.invalid("Value") }).optional(),
    as: z.enum(["text", "date", "digits", "i94", "zip", "state", "socMajor", "socDetail"], { error: MSG.invalid("Format") }).optional(),
    /** On a check box filled from a value: ticked when the value equals this text. */
    check: z.string({ error: MSG.invalid("Check") }).max(200, { error: MSG.invalid("Check") }).optional(),
    text: z.string({ error: MSG.invalid("Text") }).max(500, { error: MSG.invalid("Text") }).optional(),
    checked: z.boolean({ error: MSG.invalid("Checked") }).optional(),
  })
  .superRefine((e, c) => {
    const given = [e.key !== undefined, e.text !== undefined, e.checked !== undefined].filter(Boolean).length;
    if (given !== 1) c.addIssue({ code: "custom", path: ["key"], message: ONE_VALUE_PER_FIELD });
    else if (e.key === undefined && (e.as !== undefined || e.check !== undefined)) c.addIssue({ code: "custom", path: [e.as !== undefined ? "as" : "check"], message: ONE_VALUE_PER_FIELD });
  })
  .transform((e): EditionMapEntry =>
    e.key !== undefined
      ? { field: e.field, key: e.key, ...(e.as ? { as: e.as } : {}), ...(e.check !== undefined ? { check: e.check } : {}) }
      : e.checked !== undefined
        ? { field: e.field, checked: e.checked }
        : { field: e.field, text: e.text ?? "" },
  );

/** An uploaded edition's own field map, replacing the one it had; `entries: []` removes it (the built-in map fills again). */
export const saveEditionMapBody = z.object({
  id: v.uuid("Form edition"),
  entries: z.array(mapEntry, { error: MSG.invalid("Entries") }).max(3000, { error: MSG.invalid("Entries") }),
});
export type SaveEditionMapBody = z.output<typeof saveEditionMapBody>;

export const paymentWorksheetBody = z.object({
  petitionId: v.uuid("Case"),
  form: z.enum(PAYMENT_FORM_CODES as unknown as [PaymentFormCode, ...PaymentFormCode[]], {
    error: (iss) => (iss.input === undefined ? MSG.required("Form") : MSG.invalid("Form")),
  }),
  /** The day the packet is postmarked or filed (the fee amounts and the edition on file); the caller's today when absent. */
  postmarkDate: v.optionalIsoDate(),
});
export type PaymentWorksheetBody = z.output<typeof paymentWorksheetBody>;

export type EditionFieldDto = { name: string; kind: string; tooltip: string };

export type FormEditionDto = {
  id: string;
  form: string;
  edition: string;
  validFrom: string;
  validTo: string | null;
  fileName: string;
  size: number;
  pages: number;
  fieldCount: number;
  /** How many fields the edition's own map fills; null: it has none (the built-in map of its form fills it, if any). */
  ownMapEntries: number | null;
  uploadedBy: { id: string; name: string } | null;
  uploadedAt: string;
};

/** An edition with its fields and, for a form the product has a field map of, what the map fills and lacks. */
export type FormEditionDetails = FormEditionDto & {
  fields: EditionFieldDto[];
  /** null: no field map in code for this form (a payment form: copied by hand from the worksheet). */
  map: { edition: string; fills: string[]; missingInBlank: string[] } | null;
  /** The edition's own field map (set on the editions screen): it fills the blank instead of the built-in map. */
  ownMap: { entries: EditionMapEntry[]; updatedAt: string | null; updatedBy: string | null } | null;
  /** The value keys this form's map may use (value-catalogue.ts). */
  valueKeys: string[];
};

export type WorksheetLine = { code: string; form: string; label: string; amountCents: number; payer: string; counted: boolean };

/**
 * A case's payment form: while no edition of it is on file for the date, the worksheet to copy onto the
 * official form (never a card or bank number); with one, `edition` names it and the fill is offered instead.
 */
export type PaymentWorksheet = {
  form: PaymentFormCode;
  title: string;
  caseNumber: string;
  petitionerName: string | null;
  beneficiaryName: string | null;
  postmarkDate: string;
  lines: WorksheetLine[];
  totalCents: number;
  byPayer: Record<string, number>;
  /** Facts the fees still need (the amounts shown are the higher ones). */
  missing: string[];
  edition: { id: string; edition: string; validFrom: string; validTo: string | null; mapped: boolean } | null;
};
