// Request schemas and answer shapes of /api/uscis-status/* (the USCIS Case Status API: settings, a case's
// status, a check now).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { GC_STAGES, type GcStage } from "@/lib/modules/greencard/constants";
import type { NoticeApply, NoticeApplyBlock, NoticeFields } from "./notice";

const scope = z.enum(["firm", "platform"], { error: MSG.invalid("Scope") }).default("firm");

/** An https URL; plain http only to this machine, and only where the server allows it (env USCIS_ALLOW_LOCAL_BASE_URL: a local test server). */
const baseUrl = z
  .string({ error: MSG.required("Base URL") })
  .trim()
  .min(1, { error: MSG.required("Base URL") })
  .max(300, { error: MSG.max(300) })
  .refine(
    (s) => {
      try {
        const u = new URL(s);
        return u.protocol === "https:" || (u.protocol === "http:" && (u.hostname === "localhost" || u.hostname === "127.0.0.1"));
      } catch {
        return false;
      }
    },
    { error: "Base URL must be an https address, e.g. https://api-int.uscis.gov" },
  );

/** POST /api/uscis-status/settings-save: the credentials (the secret may be left out to keep the saved one). */
export const saveUscisSettingsBody = z.object({
  scope,
  baseUrl,
  clientId: v.requiredString("Client ID", 200),
  clientSecret: v.optionalString(500),
  dailyLimit: v.int("Daily limit", { min: 1, max: 1_000_000 }),
  perSecond: v.int("Requests per second", { min: 1, max: 100 }),
});
export type SaveUscisSettingsBody = z.output<typeof saveUscisSettingsBody>;
export type SaveUscisSettingsInput = z.input<typeof saveUscisSettingsBody>;

export const uscisScopeBody = z.object({ scope });
/** `stage`: a green-card stage's own receipt (I-140, I-485 …) instead of the case's. */
export const uscisCaseBody = z.object({ petitionId: v.uuid("Case"), stage: z.enum(GC_STAGES, { error: MSG.invalid("Stage") }).optional() });

export type UscisSettingsView = { baseUrl: string; clientId: string; dailyLimit: number; perSecond: number; usedToday: number };

export type UscisSettingsDto = {
  /** The credentials the firm's checks use: its own, else the platform's, else none (the feature is off). */
  inUse: "firm" | "platform" | null;
  firm: UscisSettingsView | null;
  platform: UscisSettingsView | null;
  canEdit: boolean;
  canEditPlatform: boolean;
};

export type UscisCaseStatusDto = {
  /** Off: no credentials are set for the firm or the platform. */
  enabled: boolean;
  receiptNumber: string | null;
  formType: string | null;
  submittedDate: string | null;
  statusText: string | null;
  statusDescription: string | null;
  history: { date: string | null; text: string }[];
  lastError: "invalid" | "not_found" | "limited" | "unauthorized" | "failed" | null;
  checkedAt: string | null;
  changedAt: string | null;
  canCheck: boolean;
  /** The caller may read a USCIS notice PDF for the case (uscis-notice/read), with or without credentials. */
  canRead: boolean;
  /** The case's green-card stages waiting for USCIS (filed or in RFE, with their own receipt numbers). */
  stages: UscisStageStatusDto[];
};

export type UscisStageStatusDto = {
  stage: GcStage;
  receiptNumber: string;
  statusText: string | null;
  statusDescription: string | null;
  lastError: UscisCaseStatusDto["lastError"];
  checkedAt: string | null;
  changedAt: string | null;
};

/** Multipart fields of /api/uscis-notice/read (the PDF is the part named file). */
export const noticeReadFields = z.object({ petitionId: v.uuid("Case") });

export type NoticeReadDto = {
  fields: NoticeFields;
  /** How many fields were found (0: nothing recognisable). */
  found: number;
  /** The notice's receipt number against the case's. */
  receipt: "same" | "different" | "case_has_none" | "not_found";
  caseReceiptNumber: string | null;
  /** What confirming enters on the case (notice.ts noticeApply), or why nothing can be entered. */
  apply: NoticeApply | null;
  blocked: NoticeApplyBlock | null;
};
