// Remote verifiers (authorized representatives: a notary, an agent, a colleague at a remote site) who
// complete Section 2 with the employee in person through a token link: the firm's list (/app/verifiers-list,
// /api/i9/verifiers-list, verifier-create, verifier-update, verifier-details) and the link
// (/api/i9/send-verifier-link; the page i9/fill-verifier-info/{id}?token=, /filled-i9-details/{id}?token=).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, v } from "@/lib/shared/validation/zod";
import type { Citizenship } from "./rules";
import type { I9DocumentDto, Section2Dto } from "./section2-contract";

export const VERIFIER_FILL_PATH = "/app/i9/fill-verifier-info";
export const VERIFIER_FILLED_PATH = "/app/filled-i9-details";

const fields = {
  name: v.requiredString("Name", 200),
  email: v.email(),
  phone: clearable(v.phone()),
  organization: clearable(v.requiredString("Organization", 200)),
  title: clearable(v.requiredString("Title", 100)),
};

export const createVerifierBody = z.object(fields);
export type CreateVerifierBody = z.output<typeof createVerifierBody>;
export type CreateVerifierInput = z.input<typeof createVerifierBody>;

/** A missing key is unchanged; `active: false` retires the verifier (no new links; the history stays). */
export const updateVerifierBody = z.object({
  id: v.uuid("Verifier"),
  name: fields.name.optional(),
  email: fields.email.optional(),
  phone: fields.phone,
  organization: fields.organization,
  title: fields.title,
  active: z.boolean({ error: MSG.invalid("Active") }).optional(),
});
export type UpdateVerifierBody = z.output<typeof updateVerifierBody>;

export const verifierIdBody = z.object({ id: v.uuid("Verifier") });

export const VERIFIER_SORT_FIELDS = ["name", "createdAt"] as const;
export const verifierListBody = listRequest(VERIFIER_SORT_FIELDS, z.object({ status: z.enum(["active", "inactive"], { error: MSG.invalid("Status") }).optional() }), { defaultOrder: "asc" });
export type VerifierListBody = z.output<typeof verifierListBody>;

export type VerifierDto = { id: string; name: string; email: string; phone: string | null; organization: string | null; title: string | null; active: boolean; createdAt: string };

/** One link sent to the verifier, with its I-9 (within the reader's reach). */
export type VerifierLinkDto = { recordId: string; employeeName: string; employerName: string; sentAt: string; expiresAt: string; usedAt: string | null; state: "open" | "used" | "expired" };
export type VerifierDetailsDto = VerifierDto & { links: VerifierLinkDto[] };

/** POST /api/i9/send-verifier-link: the record waiting for Section 2, and the verifier (active, of this firm). */
export const sendVerifierLinkBody = z.object({ id: v.uuid("I-9"), verifierId: v.uuid("Verifier") });
export type SendVerifierLinkBody = z.output<typeof sendVerifierLinkBody>;

/** What the verifier's link shows: the employee as Section 1 has them (no numbers), the employer, the due day. */
export type VerifierLinkDetailsDto = {
  recordId: string;
  firmName: string;
  employerName: string;
  verifierName: string;
  hireDate: string;
  section2Due: string;
  /** Days Section 2 is late today (null: on time): the reason is then asked for. */
  lateDays: number | null;
  expiresAt: string;
  employee: { lastName: string; firstName: string; middleInitial: string | null; dateOfBirth: string | null; citizenship: Citizenship | null; authorizedUntil: string | null };
  /** filled-i9-details: what the link sent. */
  section2: Section2Dto | null;
  documents: I9DocumentDto[];
};
