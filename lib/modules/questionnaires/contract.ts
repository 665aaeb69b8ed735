// Questionnaires sent by token link (/api/petition/send-questionnaire, /api/questionnaire/*): the
// constants, the request schemas and the answer shapes. The questionnaires' own fields (zod schemas
// used by the form and by save/submit alike) are in ./answers.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";

// ---------- constants ----------

export const QUESTIONNAIRE_KINDS = ["beneficiary", "petitioner", "sponsor", "perm_employer", "perm_beneficiary", "sponsor_confirmation"] as const;
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

/** The PERM questionnaires (ETA-9089 details of the employer and of the worker): PERM and green-card employment cases only. */
export const PERM_KINDS: readonly QuestionnaireKind[] = ["perm_employer", "perm_beneficiary"];
export const PERM_SUB_TYPES: readonly number[] = [12, 15];
export const isPermKind = (kind: QuestionnaireKind) => PERM_KINDS.includes(kind);
/** Kinds sent to one beneficiary of the case (the others go to the client). */
export const forBeneficiary = (kind: QuestionnaireKind) => kind === "beneficiary" || kind === "perm_beneficiary";

/** The kinds a case can be sent: the PERM ones only on PERM and green-card employment cases. */
export const kindsForCase = (subTypeId: number | null): QuestionnaireKind[] => QUESTIONNAIRE_KINDS.filter((k) => !isPermKind(k) || PERM_SUB_TYPES.includes(subTypeId ?? -1));
export const PERM_KIND_MESSAGE = "The PERM questionnaires are for PERM and green-card employment cases";

/** Minimum education of a PERM position (ETA-9089 section F). */
export const EDUCATION_LEVELS = ["none", "high_school", "associate", "bachelor", "master", "doctorate", "other"] as const;

export type QuestionnaireStatus = "sent" | "in_progress" | "submitted";

/** Version of the questionnaire shapes below; stored answers and the details answer carry it. */
export const QUESTIONNAIRE_SCHEMA_VERSION = 1;
/** A link is valid for 14 days from sending (a newer link for the same case, kind and beneficiary replaces it). */
export const QUESTIONNAIRE_TTL_DAYS = 14;

/** The page each kind's link opens (token in ?token=). */
export const FILL_PATHS: Record<QuestionnaireKind, string> = {
  beneficiary: "/app/fill-questionnaire",
  petitioner: "/app/fill-Petitioner-questionnaire",
  sponsor: "/app/fill-sponsor-questionnaire",
  perm_employer: "/app/fill-perm-questionnaire",
  perm_beneficiary: "/app/fill-perm-questionnaire",
  sponsor_confirmation: "/app/public/confirm-sponsorship-questionnaire",
};
/** Read-only answers: staff with ?petitionId=, the person who filled it with ?token=. */
export const FILLED_PATH = "/app/filled-case-details";
/** The PERM questionnaires' answers alone (spec filled-perm-case-details). */
export const FILLED_PERM_PATH = "/app/filled-perm-case-details";
export const filledPathOf = (kind: QuestionnaireKind) => (isPermKind(kind) ? FILLED_PERM_PATH : FILLED_PATH);

export const QUESTIONNAIRE_SUBMITTED_MESSAGE = "This questionnaire was already submitted. Please contact your law firm if something needs to change";
export const QUESTIONNAIRE_EXPIRED_MESSAGE = "This questionnaire link has expired. Please contact your law firm for a new link";

/** The sections (form steps) of each questionnaire, in order. */
export const SECTIONS = {
  beneficiary: ["identity", "passport", "addresses", "education", "employment", "dependants", "immigration"],
  petitioner: ["company", "job"],
  sponsor: ["identity", "relationship", "address", "income"],
  perm_employer: ["employer", "position", "recruitment"],
  perm_beneficiary: ["worker", "education", "experience", "qualifications"],
  sponsor_confirmation: ["review", "commitment"],
} as const satisfies Record<QuestionnaireKind, readonly string[]>;

/**
 * The sponsor's confirmation (/app/public/confirm-sponsorship-questionnaire): after the sponsor questionnaire
 * is submitted, the firm asks the individual sponsor to confirm those answers and to accept the sponsor's
 * obligations (Form I-864: support at 125 % of the poverty guidelines until the obligation ends) — or to say
 * what is wrong. Only for a case whose sponsor questionnaire was submitted.
 */
export const SPONSOR_ANSWER_REVIEW = ["yes", "no"] as const;
export const NO_SPONSOR_ANSWERS_MESSAGE = "The sponsor has not submitted the sponsor questionnaire of this case yet";
export const SPONSOR_NAME_MESSAGE = "Please type your full name as in your sponsor questionnaire";

export const SPONSOR_RELATIONSHIPS = ["spouse", "parent", "child", "sibling", "employer", "other"] as const;

// ---------- field helpers (shared with ./answers) ----------

const blankToUndefined = (x: unknown) => (x === "" || x === null ? undefined : x);

/** A choice from a fixed list: blank gives '*{field} is required'. */
export function choice<T extends readonly [string, ...string[]]>(values: T, field: string) {
  return z.preprocess(
    blankToUndefined,
    z.enum(values, { error: (iss) => (iss.input === undefined ? MSG.required(field) : MSG.invalid(field)) }),
  );
}

/**
 * superRefine option: run the object-level check even when a field failed, but only on an object or a
 * list (a missing section or a null item has its own issue, and the check would read its keys).
 */
export const always = { when: (p: { value: unknown }) => typeof p.value === "object" && p.value !== null } as const;

// ---------- requests ----------

export const sendQuestionnaireBody = z
  .object({
    petitionId: v.uuid("Case"),
    kind: choice(QUESTIONNAIRE_KINDS, "Questionnaire Type"),
    /** Required for the beneficiary questionnaire; must be a beneficiary of the case. */
    beneficiaryId: v.optionalUuid("Beneficiary"),
    /** Defaults to the beneficiary's e-mail (beneficiary) or the client's contact e-mail (petitioner, sponsor). */
    email: v.optionalEmail(),
  })
  .superRefine((b, ctx) => {
    if ((b.kind === "beneficiary" || b.kind === "perm_beneficiary") && !b.beneficiaryId) ctx.addIssue({ code: "custom", message: MSG.required("Beneficiary"), path: ["beneficiaryId"] });
  }, always);
export type SendQuestionnaireInput = z.input<typeof sendQuestionnaireBody>;
export type SendQuestionnaireBody = z.output<typeof sendQuestionnaireBody>;

/**
 * Body of /questionnaire/save and /questionnaire/submit: the answers themselves, one key per section
 * (e.g. { "identity": {…}, "passport": {…} }). Save keeps the sections as typed (drafts); submit
 * validates the whole questionnaire of the link's kind. Keys that are not sections are ignored.
 */
export const answersBody = z.record(z.string().max(40), z.json());
export type AnswersBody = z.output<typeof answersBody>;

export const tokenOnlyBody = z.object({});

export const filledBody = z.object({
  petitionId: v.uuid("Case"),
  /** Only the PERM questionnaires (filled-perm-case-details), or only the others; every one when left out. */
  perm: z.boolean({ error: MSG.invalid("PERM") }).optional(),
});

export const caseLinksBody = z.object({ petitionId: v.uuid("Case") });

/** A link's state on the case page: sent (not opened for saving yet), started (progress saved), submitted, expired (or replaced by a newer link). */
export const LINK_STATES = ["sent", "started", "submitted", "expired"] as const;
export type LinkStateOnCase = (typeof LINK_STATES)[number];

export type CaseQuestionnaireRow = {
  id: string;
  kind: QuestionnaireKind;
  beneficiaryId: string | null;
  beneficiaryName: string | null;
  sentTo: string;
  state: LinkStateOnCase;
  sentAt: string;
  /** The last save of progress (started), else null. */
  startedAt: string | null;
  submittedAt: string | null;
  expiresAt: string;
  /** The page of the case's submitted answers of this kind (filled-case-details or filled-perm-case-details), once submitted. */
  answersPath: string | null;
};

// ---------- answers ----------

export type SendQuestionnaireResult = { questionnaireId: string; sentTo: string; expiresAt: string };

export type QuestionnaireDetails = {
  id: string;
  kind: QuestionnaireKind;
  schemaVersion: number;
  status: QuestionnaireStatus;
  expiresAt: string;
  firmName: string;
  caseNumber: string;
  caseType: string | null;
  beneficiaryName: string | null;
  petitionerName: string | null;
  /** Saved progress (form values per section), or {} before the first save. */
  answers: Record<string, unknown>;
  /** Form values taken from the firm's records, for sections without saved progress. */
  prefill: Record<string, unknown>;
  /** sponsor_confirmation: the submitted sponsor questionnaire the sponsor is asked to confirm (else null). */
  review: FilledQuestionnaire | null;
};

export type SaveResult = { status: QuestionnaireStatus; savedSections: string[]; updatedAt: string };

export type SubmitResult = {
  status: "submitted";
  submittedAt: string;
  /** Whether this submission completed SUBMIT_BY_BENEFICIARY on the case. */
  activityCompleted: boolean;
};


export type FilledQuestionnaire = {
  id: string;
  kind: QuestionnaireKind;
  schemaVersion: number;
  beneficiaryId: string | null;
  beneficiaryName: string | null;
  sentTo: string;
  submittedAt: string | null;
  /** Parsed answers: dates ISO, money in cents. */
  answers: Record<string, unknown>;
};

export type FilledCase = {
  petitionId: string;
  firmName: string;
  caseNumber: string;
  caseType: string | null;
  petitionerName: string | null;
  questionnaires: FilledQuestionnaire[];
};
