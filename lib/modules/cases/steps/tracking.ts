// POST /api/petition/manage-tracking-details: the filed packet's courier tracking (COURIER_TRACKING:
// carrier from master data + tracking number, courierTrackingCategory UPDATE_TRACKING_NUMBER), then the
// USCIS receipt number (UPDATE_USCIS_RECEIPT_NUMBER: domain rule 15, normalised; optional receipt date).
// Which one is decided by the case's next step; both need every courierTrackingBlocker precondition.
import "server-only";
import { getMasterRow } from "@/lib/modules/masterdata/service";
import { fail } from "@/lib/server/errors";
import { MSG } from "@/lib/shared/validation/messages";
import { withCase, requireCaseId, toProgress, unableToUpdate } from "./context";
import type { CaseProgress, TrackingBody } from "@/lib/modules/workflow/contract";
import { completeActivity } from "./complete";
import { countDocuments } from "../repository/details";
import { courierTrackingBlocker, TRACKING_BLOCKERS } from "@/lib/modules/workflow/rules";
import type { ActorContext } from "@/lib/server/context";

export const TRACKING_CATEGORY = "UPDATE_TRACKING_NUMBER";

export async function manageTracking(ctx: ActorContext, body: TrackingBody): Promise<CaseProgress> {
  const { carrierId, trackingNumber, receiptNumber, receiptDate } = body;
  if (carrierId === undefined && trackingNumber === undefined && receiptNumber === undefined && receiptDate === undefined) throw unableToUpdate();
  return withCase(ctx, requireCaseId(body.petitionId), async ({ tx, petition: p, entries, actor }) => {
    const scanned = await countDocuments(tx, p.tenantId, p.id, "scanned_copy");
    const blocker = courierTrackingBlocker(p, entries, actor.roleId, scanned);
    if (blocker === TRACKING_BLOCKERS.role) throw fail.forbidden(blocker);
    if (blocker) throw fail.conflict(blocker);

    if (p.nextWorkflowActivity === "COURIER_TRACKING") {
      const errors: Record<string, string> = {};
      if (carrierId === undefined) errors.carrierId = MSG.required("Carrier");
      else if (!(await getMasterRow(tx, p.tenantId, "carriers", carrierId))) errors.carrierId = MSG.invalid("Carrier");
      if (trackingNumber === undefined) errors.trackingNumber = MSG.required("Tracking Number");
      if (Object.keys(errors).length) throw fail.validation(errors);
      const updated = await completeActivity(tx, {
        petition: p,
        code: "COURIER_TRACKING",
        actor,
        ip: ctx.ip,
        patch: { carrierId, trackingNumber, courierTrackingCategory: TRACKING_CATEGORY },
        line: { code: "courierTracking", params: { number: trackingNumber ?? "" } },
      });
      return toProgress(updated);
    }

    if (receiptNumber === undefined) throw fail.validation({ receiptNumber: MSG.required("Receipt Number") });
    const updated = await completeActivity(tx, {
      petition: p,
      code: "UPDATE_USCIS_RECEIPT_NUMBER",
      actor,
      ip: ctx.ip,
      patch: { receiptNumber, receiptDate: receiptDate ?? null },
      line: { code: "receiptNumber", params: { number: receiptNumber } },
    });
    return toProgress(updated);
  });
}
