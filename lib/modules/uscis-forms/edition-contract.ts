// Request schemas and answers of the uploaded USCIS form editions (/api/uscis-forms/editions/*: the platform
// admin's blanks) and of a case's payment worksheet (/api/uscis-forms/payment-worksheet).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
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
  uploadedBy: { id: string; name: string } | null;
  uploadedAt: string;
};

/** An edition with its fields and, for a form the product has a field map of, what the map fills and lacks. */
export type FormEditionDetails = FormEditionDto & {
  fields: EditionFieldDto[];
  /** null: no field map in code for this form (a payment form: copied by hand from the worksheet). */
  map: { edition: string; fills: string[]; missingInBlank: string[] } | null;
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
  edition: { id: string; edition: string; validFrom: string; validTo: string | null } | null;
};
