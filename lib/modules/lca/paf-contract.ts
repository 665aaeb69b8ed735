// Request schemas and answer shapes of the public access file (/api/lca/paf-*, /api/lca/workers-save):
// its items (domain rule 7), the workers employed under the LCA (rule 9's retention), the legal hold,
// the purge and its certificates.
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, idList, v } from "@/lib/shared/validation/zod";

/**
 * The items of a PAF (20 CFR 655.760(a)). `upload`: the firm uploads it; `generated`: the app writes it
 * into the bundle from its own records (it may also be uploaded, which then wins); `required`: `always`,
 * `successor` (only when the employer is a successor entity) or `workers` (once someone works under it).
 */
export const PAF_ITEMS = [
  { kind: "CERTIFIED_LCA", source: "upload", required: "always" },
  { kind: "WAGE_RATE", source: "upload", required: "always" },
  { kind: "ACTUAL_WAGE", source: "upload", required: "always" },
  { kind: "PREVAILING_WAGE", source: "generated", required: "always" },
  { kind: "NOTICE", source: "generated", required: "always" },
  { kind: "BENEFITS", source: "upload", required: "always" },
  { kind: "SUCCESSOR", source: "upload", required: "successor" },
  { kind: "WORKER_RECEIPT", source: "upload", required: "workers" },
  // For an H-1B-dependent employer or a willful violator (20 CFR 655.760(a); WHD Fact Sheet #62F; lib/modules/lca/README.md):
  // the list of the exempt H-1B workers and the documentation of their exempt status (655.737: $60,000 a year
  // or a related master's degree), required when the LCA is used only for exempt workers (`exemptWorkersOnly`);
  // the summary of the recruitment methods (655.739), required otherwise.
  { kind: "H1B_WORKER_LIST", source: "upload", required: "dependent-exempt" },
  { kind: "EXEMPT_WORKERS", source: "upload", required: "dependent-exempt" },
  { kind: "RECRUITMENT_SUMMARY", source: "upload", required: "dependent" },
  { kind: "OTHER", source: "upload", required: "never" },
] as const;
export type PafItemKind = (typeof PAF_ITEMS)[number]["kind"];
export const PAF_UPLOAD_KINDS = PAF_ITEMS.map((i) => i.kind).filter((k) => k !== "NOTICE") as Exclude<PafItemKind, "NOTICE">[];

/** Multipart fields of POST /api/lca/paf-upload (the file part is "file"). */
export const pafUploadFields = z.object({
  lcaId: v.uuid("LCA"),
  kind: z.enum(PAF_UPLOAD_KINDS as [Exclude<PafItemKind, "NOTICE">, ...Exclude<PafItemKind, "NOTICE">[]], { error: MSG.invalid("Item") }),
});
export type PafUploadFields = z.output<typeof pafUploadFields>;

export const pafLcaBody = z.object({ lcaId: v.uuid("LCA") });
export const pafItemIdBody = z.object({ id: v.uuid("Item") });

/** POST /api/lca/paf-hold: the legal hold (stops the purge) and whether the employer is a successor entity. */
export const pafHoldBody = z.object({
  lcaId: v.uuid("LCA"),
  legalHold: z.boolean({ error: MSG.invalid("Legal Hold") }).optional(),
  successorEntity: z.boolean({ error: MSG.invalid("Successor Entity") }).optional(),
});
export type PafHoldBody = z.output<typeof pafHoldBody>;

/** POST /api/lca/paf-purge: purge a PAF past its retention date; the LCA number is typed to confirm. */
export const pafPurgeBody = z.object({ lcaId: v.uuid("LCA"), confirmLcaNumber: v.requiredString("LCA Number", 40) });

/** POST /api/lca/workers-save: the H-1B workers employed under the LCA (replaces the list). */
export const workersSaveBody = z.object({
  lcaId: v.uuid("LCA"),
  workers: z
    .array(
      z
        .object({ beneficiaryId: v.uuid("Beneficiary"), employedFrom: clearable(v.usDate("Employed From")), employedUntil: clearable(v.usDate("Employed Until")) })
        .refine((w) => !w.employedFrom || !w.employedUntil || w.employedFrom <= w.employedUntil, { error: MSG.invalid("Employed Until"), path: ["employedUntil"] }),
    )
    .max(500, { error: MSG.max(500) }),
});
export type WorkersSaveBody = z.output<typeof workersSaveBody>;

export const PURGED_SORT_FIELDS = ["purgedAt", "lcaNumber", "retainUntil"] as const;
export const pafPurgedListBody = listRequest(PURGED_SORT_FIELDS, z.object({ petitionerIds: idList(v.uuid("Client")) }));
export type PafPurgedListBody = z.output<typeof pafPurgedListBody>;

export type PafItemStatus = "uploaded" | "generated" | "missing" | "not-applicable" | "optional";

export type PafFileDto = { id: string; fileName: string; mimetype: string; size: number; uploadedAt: string; uploadedByName: string | null };

export type PafWorkerDto = { beneficiaryId: string; name: string; employedFrom: string | null; employedUntil: string | null };

export type PafDto = {
  lcaId: string;
  lcaNumber: string;
  checklist: { kind: PafItemKind; status: PafItemStatus; required: boolean; files: PafFileDto[] }[];
  /** Every required item is there (uploaded or generated). */
  complete: boolean;
  missing: PafItemKind[];
  workers: PafWorkerDto[];
  /** Rule 8: 1 working day after filing. */
  availableBy: string | null;
  /** Rule 9, null while someone still works under it or the LCA has no end date. */
  retainUntil: string | null;
  retainBasis: "LAST_WORKER" | "LCA_END" | "WITHDRAWAL" | null;
  purgeableFrom: string | null;
  legalHold: boolean;
  successorEntity: boolean;
  dueForPurge: boolean;
  canPurge: boolean;
  purged: PafPurgeDto | null;
  builtAt: string | null;
  /** never | stale (changed since built) | current; null once purged. */
  build: PafBuildState | null;
};

export type PafPurgeDto = {
  id: string;
  lcaId: string;
  lcaNumber: string;
  dolCaseNumber: string | null;
  employerName: string | null;
  retainUntil: string;
  basis: string;
  items: { kind: string; fileName: string; size: number }[];
  purgedBy: string | null;
  purgedByName: string | null;
  purgedAt: string;
};

/** POST /api/lca/settings-save: the firm's LCA settings (automatic purge of PAFs past their retention date). */
export const lcaSettingsBody = z.object({ autoPurgePaf: z.boolean({ error: MSG.invalid("Automatic Purge") }) });
export type LcaSettingsDto = { autoPurgePaf: boolean };

/** /app/paf-reports: the public access files of the firm's filed LCAs. `state`: due for purge, on legal hold, purged, or kept (not purged). */
export const PAF_REPORT_STATES = ["kept", "due", "hold", "purged"] as const;
export type PafReportState = (typeof PAF_REPORT_STATES)[number];
export const PAF_BUILD_STATES = ["never", "stale", "current"] as const;
export type PafBuildState = (typeof PAF_BUILD_STATES)[number];
export const PAF_REPORT_SORT_FIELDS = ["lcaNumber", "filedDate", "endDate"] as const;
export const pafReportBody = listRequest(
  PAF_REPORT_SORT_FIELDS,
  z.object({
    petitionerIds: idList(v.uuid("Client")),
    state: z.enum(PAF_REPORT_STATES, { error: MSG.invalid("State") }).optional(),
    /** /app/paf-generation: never built, changed since it was built, or built and current (purged PAFs excluded). */
    build: z.enum(PAF_BUILD_STATES, { error: MSG.invalid("Build") }).optional(),
  }),
);
export type PafReportBody = z.output<typeof pafReportBody>;
/** The export takes the whole filtered list, up to this many rows. */
export const PAF_REPORT_MAX_ROWS = 10_000;

export type PafReportRow = {
  lcaId: string;
  lcaNumber: string;
  dolCaseNumber: string | null;
  employerName: string | null;
  statusId: number;
  filedDate: string | null;
  endDate: string | null;
  availableBy: string | null;
  retainUntil: string | null;
  retainBasis: PafDto["retainBasis"];
  purgeableFrom: string | null;
  missing: PafItemKind[];
  workers: number;
  legalHold: boolean;
  dueForPurge: boolean;
  purgedAt: string | null;
  /** When the PAF was last built (/app/paf-generation) and whether the LCA changed since. */
  builtAt: string | null;
  build: PafBuildState | null;
};
