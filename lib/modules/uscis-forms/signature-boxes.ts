// Where each edition of a USCIS form is signed, and by whom (data, beside the field maps). USCIS takes only
// handwritten signatures on these forms (a scan of an ink signature is accepted, a typed or drawn one is
// not), so the product never fills these fields: it sends their pages to be signed in ink
// (lib/modules/esign/ink). Each box names the blank's signature field (its page and rectangle are read
// from the blank: fields.ts `signatureBoxPlaces`), who signs it, the form's own label, and whether a
// request includes it unless the paralegal leaves it out.
//
// Found by reading the text printed next to each field in the blanks (the field names mislead: the I-140's
// "Part10_Item6_SignatureofPetitioner" is the preparer's, the I-485's "P12_SignatureApplicant" the
// interpreter's). Left out on purpose: the I-129 supplements an H-1B petition does not file (trade
// agreement, O/P, Q-1, R-1, H-2A/H-2B), the H supplement's DOD-project statement (offered, not default)
// and the I-485's Part 13, signed before the officer at the interview.
//
// One signer per packet (issue 34 §3): the client's pages hold only what the client signs. The preparer's box
// (the firm's attorney or paralegal: I-129 Part 8, I-140 Part 10, I-485 Part 12, I-765 Part 5) is never ticked
// by default — it was, and the client's page 7 of the I-129 showed "Sign here in ink: Preparer" beside its own
// Part 7 — the firm signs it in a request of its own (lib/modules/esign/ink: a request's boxes share one role).

/** Who signs: the employer's authorised signatory, the applicant (the worker), the person who prepared the form, an interpreter. */
export const SIGNER_ROLES = ["petitioner", "applicant", "preparer", "interpreter", "dodManager"] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

export type SignatureBox = {
  /** The blank's field (full name, as the field map names fields). */
  field: string;
  role: SignerRole;
  /** The form's own words for the box. */
  label: string;
  /** Included in a signature request to this box's signer unless left out (never a preparer's box). */
  byDefault: boolean;
};

export const SIGNATURES_I129_01_20_25: readonly SignatureBox[] = [
  { field: "form1[0].#subform[6].P5_Line6a_SignatureofApplicant[0]", role: "petitioner", label: "Part 7, Item 2: Signature of Authorized Signatory", byDefault: true },
  { field: "form1[0].#subform[6].Line_Signature[0]", role: "preparer", label: "Part 8, Item 5: Signature of Preparer", byDefault: false },
  { field: "form1[0].#subform[15].P5_Line6a_SignatureofApplicant[2]", role: "petitioner", label: "H Classification Supplement, Section 1: Statement for H-1B Specialty Occupations (Signature of Petitioner)", byDefault: true },
  { field: "form1[0].#subform[16].Sect1_AuthorizedOfficialSignature[0]", role: "petitioner", label: "H Classification Supplement, Section 1: Signature of Authorized Official of Employer (return transportation)", byDefault: true },
  { field: "form1[0].#subform[16].Sect1_DODPMSignature[0]", role: "dodManager", label: "H Classification Supplement, Section 1: Signature of DOD Project Manager (DOD projects only)", byDefault: false },
];

export const SIGNATURES_I140_06_07_24: readonly SignatureBox[] = [
  { field: "form1[0].#subform[5].Line1a_SignatureofPetitioner[0]", role: "petitioner", label: "Part 8, Item 6.a: Petitioner's or Authorized Signatory's Signature", byDefault: true },
  { field: "form1[0].#subform[5].Part6_Line6a_InterpretersSignature[0]", role: "interpreter", label: "Part 9, Item 6.a: Interpreter's Signature", byDefault: false },
  { field: "form1[0].#subform[6].Part10_Item6_SignatureofPetitioner[0]", role: "preparer", label: "Part 10, Item 6: Preparer's Signature", byDefault: false },
];

export const SIGNATURES_I485_01_20_25: readonly SignatureBox[] = [
  { field: "form1[0].#subform[22].Pt3Line7a_Signature[0]", role: "applicant", label: "Part 10, Item 4: Applicant's Signature", byDefault: true },
  { field: "form1[0].#subform[22].P12_SignatureApplicant[0]", role: "interpreter", label: "Part 11, Item 6: Interpreter's Signature", byDefault: false },
  { field: "form1[0].#subform[23].P12Line6_SignaturePreparer[0]", role: "preparer", label: "Part 12: Preparer's Signature", byDefault: false },
];

export const SIGNATURES_I765_01_20_25: readonly SignatureBox[] = [
  { field: "form1[0].Page4[0].Pt3Line7a_Signature[0]", role: "applicant", label: "Part 3, Item 7.a: Applicant's Signature", byDefault: true },
  { field: "form1[0].Page5[0].Pt4Line6a_Signature[0]", role: "interpreter", label: "Part 4, Item 6.a: Interpreter's Signature", byDefault: false },
  { field: "form1[0].Page6[0].Pt5Line8a_Signature[0]", role: "preparer", label: "Part 5, Item 8.a: Preparer's Signature", byDefault: false },
];
