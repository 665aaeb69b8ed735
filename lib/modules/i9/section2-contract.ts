// Form I-9 Section 2 (the employer's review of the employee's documents, edition 01/20/25) as a request
// schema, shared by the record's "Complete Section 2" dialog (/api/i9/complete-section2) and a remote
// verifier's token page (/api/i9-fill/verifier-submit); and the shapes the record shows. Rule 6 (one List A,
// or one List B and one List C; the under-18 exception; unexpired on the day examined) is checked on the
// server by rules.ts checkDocumentCombination, which needs the day and the employee's birth date.
import { z } from "zod";
import { US_STATES } from "@/lib/shared/wages";
import { zipcodeIssue } from "@/lib/shared/validation/identity-fields";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, v } from "@/lib/shared/validation/zod";
import { i9Document, MINOR_UNDER_18, type I9List } from "./documents";

export const section2DocumentBody = z
  .object({
    code: z.string({ error: "Choose a document from the Lists of Acceptable Documents" }).refine((c) => Boolean(i9Document(c)), { error: "Choose a document from the Lists of Acceptable Documents" }),
    issuingAuthority: clearable(v.requiredString("Issuing Authority", 100)),
    number: clearable(v.requiredString("Document Number", 50).transform((s) => s.replace(/\s+/g, " ").toUpperCase())),
    /** The document's expiry (MM/DD/YYYY); empty: N/A. */
    expirationDate: clearable(v.usDate("Expiration Date")),
    /** A receipt for the application to replace a lost, stolen or damaged document (rule 3). */
    receipt: z.boolean().default(false),
  })
  .superRefine((d, ctx) => {
    if (d.code === MINOR_UNDER_18) return;
    if (!d.issuingAuthority) ctx.addIssue({ code: "custom", path: ["issuingAuthority"], message: MSG.required("Issuing Authority") });
    if (!d.number) ctx.addIssue({ code: "custom", path: ["number"], message: MSG.required("Document Number") });
  });
export type Section2DocumentBody = z.output<typeof section2DocumentBody>;

export const section2Body = z
  .object({
    documents: z.array(section2DocumentBody).min(1, { error: "Enter one List A document, or one List B and one List C document" }).max(2, { error: "Enter one List A document, or one List B and one List C document" }),
    /** The employee's first day of employment (MM/DD/YYYY). */
    firstDay: v.usDate("First Day of Employment"),
    additionalInformation: clearable(v.requiredString("Additional Information", 500)),
    /** The documents were examined with the DHS-authorized alternative procedure (remote, E-Verify employers). */
    alternativeProcedure: z.boolean().default(false),
    signerLastName: v.requiredString("Last Name of Employer or Authorized Representative", 100),
    signerFirstName: v.requiredString("First Name of Employer or Authorized Representative", 100),
    signerTitle: v.requiredString("Title of Employer or Authorized Representative", 100),
    /** The representative's typed full name: the electronic signature. */
    signature: v.requiredString("Signature of Employer or Authorized Representative", 200),
    businessName: v.requiredString("Employer's Business or Organization Name", 200),
    businessStreet: v.requiredString("Employer's Business Address", 200),
    businessCity: v.requiredString("City or Town", 100),
    businessState: z.enum(US_STATES, { error: MSG.required("State") }),
    businessZip: v.requiredString("ZIP Code", 10).superRefine((s, ctx) => {
      const issue = zipcodeIssue(s, { id: 231 });
      if (issue) ctx.addIssue({ code: "custom", message: issue });
    }),
    /** Why Section 2 is completed after its due day (kept for an inspection); required when it is late. */
    lateReason: clearable(v.requiredString("Reason for the delay", 500)),
    attest: z.literal(true, { error: "Confirm the certification to sign Section 2" }),
  })
  .superRefine((b, ctx) => {
    const full = `${b.signerFirstName} ${b.signerLastName}`.toLowerCase().replace(/\s+/g, " ");
    if (b.signature && b.signature.toLowerCase().replace(/\s+/g, " ") !== full) {
      ctx.addIssue({ code: "custom", path: ["signature"], message: `Type the name above to sign: ${b.signerFirstName} ${b.signerLastName}` });
    }
  });
export type Section2Body = z.output<typeof section2Body>;
export type Section2Input = z.input<typeof section2Body>;

export const completeSection2Body = z.object({ id: v.uuid("I-9"), section2: section2Body });

/** POST /api/i9/receipt-replaced: the document a Section 2 receipt stood for, presented within rule 3's 90 days (else with the reason). */
export const receiptReplacedBody = z.object({
  id: v.uuid("I-9"),
  documentId: v.uuid("Document"),
  /** The document itself (its `receipt` box is ignored). */
  document: section2DocumentBody,
  lateReason: clearable(v.requiredString("Reason for the delay", 500)),
});
export type ReceiptReplacedBody = z.output<typeof receiptReplacedBody>;
export type CompleteSection2Body = z.output<typeof completeSection2Body>;

/** An examined document as the record shows it: the number masked. */
export type I9DocumentDto = { id: string; list: I9List; code: string; issuingAuthority: string | null; number: string | null; expirationDate: string | null; receipt: boolean };

/** Section 2 as stored (without the documents, which come as I9DocumentDto). */
export type Section2Dto = Omit<Section2Body, "documents" | "attest" | "lateReason"> & {
  signedAt: string;
  /** "user" (a signed-in representative) or "verifier" (a remote verifier's link). */
  signedVia: "user" | "verifier";
  verifierName: string | null;
};
