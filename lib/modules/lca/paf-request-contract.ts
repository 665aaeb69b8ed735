// Request schemas and answer shapes of /api/paf-request/* (/app/paf-requests): requests to see or receive
// an LCA's public access file — made by the client, or recorded by the firm for whoever asked — due one
// working day after they are made (rule 8), answered with the built PAF or declined with a reason.
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, idList, v } from "@/lib/shared/validation/zod";
import type { PafBuildState } from "./paf-contract";

export const PAF_REQUEST_STATUS = { REQUESTED: 1, IN_PROGRESS: 2, READY: 3, DECLINED: 4 } as const;
export type PafRequestStatusId = (typeof PAF_REQUEST_STATUS)[keyof typeof PAF_REQUEST_STATUS];
export const PAF_REQUEST_STATUSES = [
  { id: 1, key: "requested", en: "Requested", es: "Solicitada" },
  { id: 2, key: "inProgress", en: "In progress", es: "En curso" },
  { id: 3, key: "ready", en: "Ready", es: "Lista" },
  { id: 4, key: "declined", en: "Declined", es: "Rechazada" },
] as const satisfies readonly { id: PafRequestStatusId; key: string; en: string; es: string }[];
/** Requested → in progress → ready; either open state may be declined. Ready and declined are final. */
export const PAF_REQUEST_TRANSITIONS: Readonly<Record<PafRequestStatusId, readonly PafRequestStatusId[]>> = { 1: [2, 3, 4], 2: [3, 4], 3: [], 4: [] };

const statusId = z.literal([1, 2, 3, 4], { error: MSG.invalid("Status") });

/** POST /api/paf-request/create. `requesterName`: who asked, when the firm records it for someone else. */
export const createPafRequestBody = z.object({
  lcaId: v.uuid("LCA"),
  requesterName: clearable(v.requiredString("Requested By", 200)),
  note: clearable(v.requiredString("Note", 2000)),
});
export type CreatePafRequestBody = z.output<typeof createPafRequestBody>;
export type CreatePafRequestInput = z.input<typeof createPafRequestBody>;

/** POST /api/paf-request/update-status: declining needs its reason. */
export const pafRequestStatusBody = z
  .object({ id: v.uuid("Request"), statusId, declineReason: clearable(v.requiredString("Reason", 2000)) })
  .superRefine((b, ctx) => {
    if (b.statusId === PAF_REQUEST_STATUS.DECLINED && !b.declineReason) ctx.addIssue({ code: "custom", path: ["declineReason"], message: MSG.required("Reason") });
  });
export type PafRequestStatusBody = z.output<typeof pafRequestStatusBody>;
export type PafRequestStatusInput = z.input<typeof pafRequestStatusBody>;

export const pafRequestListBody = listRequest(
  ["createdAt", "dueDate"],
  z.object({ statusIds: idList(statusId), petitionerIds: idList(v.uuid("Client")), open: z.boolean({ error: MSG.invalid("Open") }).optional() }),
);
export type PafRequestListBody = z.output<typeof pafRequestListBody>;

export type PafRequestRow = {
  id: string;
  lcaId: string;
  lcaNumber: string;
  dolCaseNumber: string | null;
  employerName: string | null;
  statusId: PafRequestStatusId;
  status: string;
  /** Who asked: the name the firm recorded, else the requesting user. */
  requesterName: string | null;
  requestedByName: string | null;
  note: string | null;
  dueDate: string;
  overdue: boolean;
  declineReason: string | null;
  handledByName: string | null;
  answeredAt: string | null;
  createdAt: string;
  /** The LCA's PAF: when it was built and whether it is current (a ready answer needs it current). */
  pafBuiltAt: string | null;
  pafBuild: PafBuildState | null;
  nextStatuses: PafRequestStatusId[];
};
