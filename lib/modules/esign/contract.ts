// Request schemas and answer shapes of the e-signature envelopes (issue 13 section 3): the staff calls
// (/api/esign/*) and the signer's token-link calls (/api/esign/token/*, Authorization: Bearer <token>).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";

export const ENVELOPE_STATUSES = ["draft", "sent", "completed", "declined", "voided", "expired"] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];
export const SIGNER_STATUSES = ["pending", "sent", "viewed", "signed", "declined"] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];
export const SIGNING_ORDERS = ["sequential", "parallel"] as const;
export type SigningOrder = (typeof SIGNING_ORDERS)[number];
export const FIELD_KINDS = ["signature", "initials", "date", "text"] as const;
export const EVENT_KINDS = ["created", "fields_saved", "sent", "reminded", "viewed", "consented", "signed", "declined", "voided", "expiry_warned", "expired", "completed"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export { ESIGN_COMPLETE_PATH, SIGN_DOCUMENT_PATH } from "./constants";
export const DEFAULT_EXPIRY_DAYS = 30;
export const MAX_EXPIRY_DAYS = 90;
export const MAX_SIGNERS = 10;
export const MAX_FIELDS = 200;

export const USCIS_FORMS_IN_INK = "USCIS forms are signed in ink";
export const NOT_A_PDF = "Only a PDF can be signed electronically: generate the letter as PDF";
export const NEEDS_SIGNATURE_FIELD = "Every signer needs at least one signature field";
export const LINK_USED = "This document was already signed with this link";
export const LINK_CLOSED = "This signing link no longer works: the document was voided, declined, completed or has expired";
export const CONSENT_FIRST = "Agree to sign electronically before signing";
export const NOT_AWAITING = "This signer is not waiting to sign: only a signer whose turn it is and who has not signed can be reminded";
export const NOBODY_TO_REMIND = "Nobody is waiting to sign this envelope";
/** Why a signer e-mailed less than a day ago is not reminded now (one reminder per signer per 24 hours). */
export const remindedRecently = (name: string, reminded: boolean) => `${name} was ${reminded ? "reminded" : "sent the link"} less than a day ago`;
/** The void reason of the envelopes whose source version was deleted. */
export const SOURCE_DELETED = "The source document was deleted";

/** Version of the consent text below, recorded with each consent. */
export const CONSENT_VERSION = "2026-11-1";
/** The ESIGN Act / UETA disclosure the signer agrees to before anything can be signed. */
export const CONSENT_TEXT =
  "I agree to use electronic records and signatures for this document. By checking this box and continuing, " +
  "I consent to sign this document electronically, and I agree that my electronic signature is the legal " +
  "equivalent of my handwritten signature. I may ask the sender for a paper copy of this document, and I may " +
  "withdraw this consent at any time before signing by declining to sign or by contacting the sender; " +
  "withdrawing consent does not affect documents already signed. I can open and read PDF documents on this device.";

// ---------- staff calls ----------

const signerInput = z.object({
  name: v.requiredString("Name", 120),
  email: v.email("Email"),
  order: v.optionalInt("Order", { min: 1, max: MAX_SIGNERS }),
});

export const createEnvelopeBody = z.object({
  petitionId: v.uuid("Case"),
  documentId: v.uuid("Document"),
  signers: z.array(signerInput).min(1, { error: MSG.required("Signer") }).max(MAX_SIGNERS, { error: MSG.max(MAX_SIGNERS) }),
  order: z.enum(SIGNING_ORDERS, { error: MSG.invalid("Order") }).default("sequential"),
  message: v.optionalString(2000),
  expiresInDays: v.optionalInt("Expires in days", { min: 1, max: MAX_EXPIRY_DAYS }),
});
export type CreateEnvelopeBody = z.output<typeof createEnvelopeBody>;

/** A fraction of the page (0..1), as stamp.ts takes a field's box. */
const fraction = (field: string) => z.number({ error: MSG.invalid(field) }).min(0, { error: MSG.invalid(field) }).max(1, { error: MSG.invalid(field) });

const fieldInput = z
  .object({
    signerIndex: z.number().int().min(0).max(MAX_SIGNERS - 1).optional(),
    signerId: v.optionalUuid("Signer"),
    kind: z.enum(FIELD_KINDS, { error: MSG.invalid("Kind") }),
    page: v.int("Page", { min: 1, max: 10_000 }),
    x: fraction("X"),
    y: fraction("Y"),
    width: fraction("Width"),
    height: fraction("Height"),
    required: z.boolean().optional(),
  })
  .superRefine((f, ctx) => {
    if ((f.signerIndex === undefined) === (f.signerId === undefined)) ctx.addIssue({ code: "custom", path: ["signerId"], message: MSG.required("Signer") });
  });

export const saveFieldsBody = z.object({
  id: v.uuid("Envelope"),
  fields: z.array(fieldInput).min(1, { error: MSG.required("Field") }).max(MAX_FIELDS, { error: MSG.max(MAX_FIELDS) }),
});
export type SaveFieldsBody = z.output<typeof saveFieldsBody>;

export const envelopeIdBody = z.object({ id: v.uuid("Envelope") });
export const listEnvelopesBody = z.object({ petitionId: v.uuid("Case") });
export const remindBody = z.object({ id: v.uuid("Envelope"), signerId: v.optionalUuid("Signer") });
export type RemindBody = z.output<typeof remindBody>;
export const voidEnvelopeBody = z.object({ id: v.uuid("Envelope"), reason: v.requiredString("Reason", 500) });
export const downloadEnvelopeBody = z.object({ id: v.uuid("Envelope"), version: z.enum(["original", "signed"], { error: MSG.invalid("Version") }) });
export type DownloadEnvelopeBody = z.output<typeof downloadEnvelopeBody>;

// ---------- signer calls (token link) ----------

export const tokenOnlyBody = z.object({});
export const consentBody = z.object({ accept: z.literal(true, { error: MSG.required("Consent") }) });
export const declineBody = z.object({ reason: v.requiredString("Reason", 500) });

/** A value by field id: a drawn signature (PNG data URL), or text (a typed signature, initials or a text field). Date fields are filled by the server. */
const signValue = z.union([
  z.object({ type: z.literal("drawn"), png: z.string().max(500_000, { error: MSG.maxLength(500_000) }) }),
  z.object({ type: z.literal("typed"), text: v.requiredString("Signature", 120) }),
  z.object({ type: z.literal("text"), text: z.string().trim().max(500, { error: MSG.maxLength(500) }) }),
]);
export const signBody = z.object({ values: z.record(z.string().uuid({ error: MSG.invalid("Field") }), signValue) });
export type SignBody = z.output<typeof signBody>;

// ---------- answers ----------

export type FieldDto = { id: string; signerId: string; kind: (typeof FIELD_KINDS)[number]; page: number; x: number; y: number; width: number; height: number; required: boolean; filled: boolean };
export type SignerDto = {
  id: string;
  name: string;
  email: string;
  order: number;
  status: SignerStatus;
  consentedAt: string | null;
  viewedAt: string | null;
  signedAt: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  method: string | null;
};
export type EventDto = { id: number; kind: EventKind; signerId: string | null; at: string; actorUserId: string | null; ip: string | null; userAgent: string | null; details: Record<string, unknown> };
export type EnvelopeSummary = {
  id: string;
  petitionId: string;
  sourceDocumentId: string;
  documentName: string;
  status: EnvelopeStatus;
  order: SigningOrder;
  message: string | null;
  expiresAt: string;
  pageCount: number;
  originalSha256: string;
  signedDocumentId: string | null;
  createdBy: string;
  createdAt: string;
  completedAt: string | null;
  signers: SignerDto[];
};
/** What the caller may do with an envelope now (the same rules as the calls: views.ts envelopeActions). */
export type EnvelopeActionsDto = { saveFields: boolean; send: boolean; void: boolean; remind: boolean };
/** A row of esign/list: the envelope, its signers and what the caller may do with it. */
export type EnvelopeListRow = EnvelopeSummary & { actions: EnvelopeActionsDto };
export type EnvelopeDetails = EnvelopeSummary & {
  fields: FieldDto[];
  events: EventDto[];
  actions: EnvelopeActionsDto;
};
export type VerifyDto = { signed: boolean; intact: boolean; coversWholeFile: boolean; signerCommonName: string | null; signedAt: string | null };

export type SignerView = {
  documentName: string;
  firmName: string;
  signerName: string;
  message: string | null;
  expiresAt: string;
  pageCount: number;
  consentText: string;
  consentGiven: boolean;
  status: SignerStatus;
  fields: FieldDto[];
};
