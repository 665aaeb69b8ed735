// POST /api/petition/confirm-review-completed: complete a review, list, submission, fee or LCA step
// that is the case's next one. Steps with confirmRequired need { confirm: true }; optional steps may be
// skipped with { skip: true } (recorded as passed, the status stays).
import "server-only";
import { fail } from "@/lib/server/errors";
import { withCase, requireCanAct, requireNext, toProgress } from "./context";
import type { CaseProgress, ConfirmReviewBody, ReviewCode } from "@/lib/modules/workflow/contract";
import { completeActivity } from "./complete";
import { customCaseNumberAssigned, filingFeeAvailable } from "@/lib/modules/workflow/rules";
import type { ActorContext } from "@/lib/server/context";

const FEE_CODES: readonly ReviewCode[] = ["FILING_FEE", "FILE_AFTER_INVOICE", "FILE_AFTER_INVOICE_PAYMENT"];

export const REVIEW_MSG = {
  notOptional: (name: string) => `"${name}" is not optional and cannot be skipped`,
  confirm: (name: string) => `Confirm that "${name}" is complete`,
  filingFee: "The filing fee can be handled once the case is submitted to the law firm",
  caseNumber: "Assign the firm's case number before submitting to USCIS",
  lcaFiled: "Link a filed or certified LCA to this case before completing “Submit LCA”",
} as const;

export async function confirmReview(ctx: ActorContext, body: ConfirmReviewBody): Promise<CaseProgress> {
  return withCase(ctx, body.petitionId, async ({ tx, petition: p, entries, actor }) => {
    const entry = requireCanAct(entries, body.code, actor.roleId);
    requireNext(p, entry);
    if (body.skip) {
      if (!entry.optional) throw fail.validation({ skip: REVIEW_MSG.notOptional(entry.name) });
    } else if (entry.confirmRequired && body.confirm !== true) {
      throw fail.validation({ confirm: REVIEW_MSG.confirm(entry.name) });
    }
    if (FEE_CODES.includes(body.code) && !filingFeeAvailable(p)) throw fail.conflict(REVIEW_MSG.filingFee);
    if (body.code === "SUBMIT_TO_USCIS" && !customCaseNumberAssigned(p)) throw fail.conflict(REVIEW_MSG.caseNumber);
    if (body.code === "LCA_SUBMIT" && !body.skip && !p.lcaFiled) throw fail.conflict(REVIEW_MSG.lcaFiled);
    const updated = await completeActivity(tx, {
      petition: p,
      code: body.code,
      actor,
      ip: ctx.ip,
      ...(body.skip ? { line: { code: "activitySkipped", params: { activity: body.code, activityName: entry.name } }, statusId: p.statusId } : {}),
    });
    return toProgress(updated);
  });
}
