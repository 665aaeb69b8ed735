// Request schemas and answers of the wet-ink signature requests (/api/esign/ink/*): a filled USCIS form's
// signature pages sent to be signed by hand, the scan uploaded back, who holds the originals where.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { petitionerSignBody } from "@/lib/modules/workflow/contract";

export const INK_STATUSES = ["requested", "received", "cancelled"] as const;
export type InkStatus = (typeof INK_STATUSES)[number];

/** How many signature boxes one request may hold (an edition has at most five). */
export const MAX_INK_FIELDS = 10;

export const NOT_A_FORM = "This document is not a filled USCIS form: e-sign letters, and send forms to be signed in ink";
export const INK_CLOSED = "This signature request is no longer open";
export const scanPagesMessage = (got: number, pages: number, withCover: number) =>
  `This PDF has ${got} page${got === 1 ? "" : "s"}; the signed pages are ${pages} (${withCover} with the cover page): scan every signature page, in order`;

export const inkCreateBody = z.object({
  petitionId: v.uuid("Case"),
  /** A version of one of the case's filled USCIS forms (forms and letters). */
  documentId: v.uuid("Document"),
  /**
   * The edition's signature fields to sign, all of one signer (the petitioner's, the applicant's, the preparer's …);
   * the edition's defaults when left out: the petitioner's boxes for a signatory, else the petitioner's or applicant's.
   */
  fields: z.array(v.requiredString("Signature box", 200)).min(1, { error: MSG.required("Signature box") }).max(MAX_INK_FIELDS, { error: MSG.max(MAX_INK_FIELDS) }).optional(),
  /** One of the case's client's active authorised signatories: signs the petitioner's boxes, named with their title. */
  signatoryId: v.uuid("Signatory").optional(),
  /** Who signs when not a signatory (the applicant, a preparer, an interpreter). Without either: the client's first active signatory. */
  signerName: v.optionalString(120),
  /** What the cover page says about the originals (where to mail them). */
  returnInstructions: v.optionalString(1000),
});
export type InkCreateBody = z.output<typeof inkCreateBody>;

export const inkListBody = z.object({ petitionId: v.uuid("Case") });
export const inkIdBody = z.object({ id: v.uuid("Signature request") });
export const inkUploadFields = z.object({ id: v.uuid("Signature request") });
export const inkOriginalsBody = z.object({
  id: v.uuid("Signature request"),
  holder: v.requiredString("Who holds the originals", 200),
  location: v.requiredString("Where they are", 500),
});
export const inkCancelBody = z.object({ id: v.uuid("Signature request"), reason: v.requiredString("Reason", 500) });

export type InkBox = { field: string; label: string; role: string; page: number; byDefault: boolean };

export type InkRequestDto = {
  id: string;
  petitionId: string;
  form: string;
  edition: string;
  /** "Form I-129 (01/20/25)" */
  documentName: string;
  sourceDocumentId: string;
  boxes: InkBox[];
  /** The form's pages in the packet (the cover page comes first). */
  pages: number[];
  packetPageCount: number;
  signerName: string;
  status: InkStatus;
  /** Part of the case's petitioner-signature step. */
  signatureStep: boolean;
  requestedAt: string;
  requestedBy: { id: string; name: string } | null;
  scan: { documentId: string; fileName: string; receivedAt: string; receivedBy: { id: string; name: string } | null } | null;
  originals: { holder: string; location: string; recordedAt: string } | null;
  cancelReason: string | null;
  actions: { upload: boolean; originals: boolean; cancel: boolean };
};

/** A filled form of the case that can be sent: its latest version and the edition's boxes. */
export type InkFormOption = { documentId: string; name: string; form: string; edition: string; version: number; boxes: InkBox[] };

/** An authorised signatory of the case's client, offered as the signer of the petitioner's boxes. */
export type InkSignatory = { id: string; name: string; title: string };

export type InkList = { requests: InkRequestDto[]; forms: InkFormOption[]; signatories: InkSignatory[] };

export const ONE_SIGNER = "A packet is signed by one person: choose the boxes of one signer (the preparer's box is the firm's, in a request of its own)";
export const SIGNATORY_SIGNS_PETITIONER = "An authorised signatory signs the petitioner's boxes only";

/** One filled form sent for ink signature by the petitioner-signature step. */
const inkForm = inkCreateBody.omit({ petitionId: true });

/**
 * /api/petition/request-for-petitioner-sign: the step's body, plus what is sent to be signed — filled USCIS
 * forms for ink (`inkForms`) and e-signature envelopes of the case (`envelopeIds`) that DOC_SIGNER_LIST waits for.
 */
export const requestSignaturesBody = petitionerSignBody.extend({
  inkForms: z.array(inkForm).max(10, { error: MSG.max(10) }).optional(),
  envelopeIds: z.array(v.uuid("Envelope")).max(10, { error: MSG.max(10) }).optional(),
});
export type RequestSignaturesBody = z.output<typeof requestSignaturesBody>;
