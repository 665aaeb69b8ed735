// Form I-9 Supplement B (reverification and rehire, edition 01/20/25) as a request schema for
// /api/i9/add-supplement-b, and the entry as the record shows it. Earlier entries are kept: each one is a
// new row. A reverification takes one List A or List C document (never List B); a rehire within rule 5's
// three years may need none unless the employee's authorization has expired. The server checks the rest.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, v } from "@/lib/shared/validation/zod";
import { section2DocumentBody, type I9DocumentDto } from "./section2-contract";

export const SUPPLEMENT_KINDS = ["reverification", "rehire"] as const;
export type SupplementKind = (typeof SUPPLEMENT_KINDS)[number];

const initial = clearable(z.string().trim().regex(/^[A-Za-z]$/, { error: "Middle initial must be one letter" }));

export const supplementBBody = z
  .object({
    id: v.uuid("I-9"),
    kind: z.enum(SUPPLEMENT_KINDS, { error: "Choose reverification or rehire" }),
    /** The rehire's first day (MM/DD/YYYY). */
    rehireDate: clearable(v.usDate("Date of Rehire")),
    /** A new legal name, if it changed. */
    newLastName: clearable(v.requiredString("New Last Name", 100)),
    newFirstName: clearable(v.requiredString("New First Name", 100)),
    newMiddleInitial: initial,
    document: section2DocumentBody.nullish(),
    additionalInformation: clearable(v.requiredString("Additional Information", 500)),
    alternativeProcedure: z.boolean().default(false),
    signerName: v.requiredString("Name of Employer or Authorized Representative", 200),
    /** The representative's typed name: the electronic signature. */
    signature: v.requiredString("Signature of Employer or Authorized Representative", 200),
    /** Why the reverification comes after the authorization ended (the late log). */
    lateReason: clearable(v.requiredString("Reason for the delay", 500)),
    attest: z.literal(true, { error: "Confirm the certification to sign Supplement B" }),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (b.kind === "rehire" && !b.rehireDate) issue("rehireDate", MSG.required("Date of Rehire"));
    if (b.kind === "reverification" && !b.document) issue("document", "Enter the List A or List C document the employee presents");
    if (Boolean(b.newLastName) !== Boolean(b.newFirstName)) issue(b.newLastName ? "newFirstName" : "newLastName", "Enter both the new last and first names, or neither");
    const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
    if (b.signature && norm(b.signature) !== norm(b.signerName)) issue("signature", `Type the name above to sign: ${b.signerName}`);
  });
export type SupplementBBody = z.output<typeof supplementBBody>;
export type SupplementBInput = z.input<typeof supplementBBody>;

export type SupplementDto = {
  id: string;
  kind: SupplementKind;
  rehireDate: string | null;
  newName: { lastName: string; firstName: string; middleInitial: string | null } | null;
  document: I9DocumentDto | null;
  additionalInformation: string | null;
  alternativeProcedure: boolean;
  signedByName: string;
  signedOn: string;
};
