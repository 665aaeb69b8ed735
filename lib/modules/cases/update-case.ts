// Update a case: title, deadline, premium processing, branch, beneficiaries, custom case number
// (completes ASSIGN_CUSTOM_CASE_NO) and the filing fee. Field edits are refused for roles 50, 3 and
// 11 once SUBMIT_TO_LAW_FIRM is done; the filing fee follows its own rule (available after
// SUBMIT_TO_LAW_FIRM, editable by FILING_FEE / MANAGER_LIST editors and admins).
import "server-only";
import { canEditFilingFee, editBlocked, filingFeeAvailable } from "@/lib/modules/workflow/rules";
import { addHistory, completeActivity, lockCase } from "./steps/complete";
import { getWorkflow } from "@/lib/modules/workflow/config";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { enqueue } from "@/lib/server/jobs/runner";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { MSG } from "@/lib/shared/validation/messages";
import { checkBranchChange, resolveBeneficiaries } from "./case-inputs";
import { getCaseDetails } from "./case-details";
import type { CaseDetails, UpdateCaseBody } from "./contract";
import { customCaseNumberConflict } from "./create-case";
import { caseVisibility } from "./policy";
import { can } from "@/lib/shared/permissions";
import { caseBeneficiaries } from "./repository/details";
import { findVisibleCase } from "./repository/visibility";
import { customCaseNumberTaken, replaceCaseBeneficiaries, updateCaseRow, type CaseInsert } from "./repository/writes";
import type { ActorContext } from "@/lib/server/context";

const FIELD_KEYS = ["title", "deadlineDate", "premiumProcessing", "premiumForm", "branchId", "beneficiaryIds", "allowCustomCaseNo", "customCaseNumber"] as const;
const LABELS: Record<string, string> = {
  title: "title",
  deadlineDate: "deadline date",
  premiumProcessing: "premium processing",
  premiumForm: "premium form",
  branchId: "branch",
  beneficiaryIds: "beneficiaries",
  allowCustomCaseNo: "custom case number option",
  filingFeeCents: "filing fee",
};

/** Fields the deadline reminders depend on. */
const DEADLINE_KEYS = ["deadlineDate", "premiumProcessing", "premiumForm"] as const;

const EDIT_BLOCKED_MESSAGE = "This case has been submitted to the law firm; your role can no longer edit it";

export async function updateCase(ctx: ActorContext, body: UpdateCaseBody): Promise<CaseDetails> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  const fieldKeys = FIELD_KEYS.filter((k) => body[k] !== undefined);
  const feeGiven = body.filingFeeCents !== undefined;
  if (fieldKeys.length === 0 && !feeGiven) throw fail.validation({}, MSG.unableToUpdate);

  await db.transaction(async (tx) => {
    let p = await lockCase(tx, tenantId, body.id);
    if (!(await findVisibleCase(tx, tenantId, p.id, caseVisibility(actor)))) throw fail.notFound("Case");
    const entries = await getWorkflow(tx, tenantId);
    if (fieldKeys.length) {
      if (!can(actor, "case.update")) throw fail.forbidden();
      if (editBlocked(p, actor.roleId)) throw fail.forbidden(EDIT_BLOCKED_MESSAGE);
    }
    if (feeGiven) {
      if (!canEditFilingFee(entries, actor.roleId)) throw fail.forbidden("Your role cannot edit the filing fee");
      if (!filingFeeAvailable(p)) throw fail.conflict("The filing fee can be entered once the case is submitted to the law firm");
    }

    const people = body.beneficiaryIds ? await resolveBeneficiaries(tx, actor, body.beneficiaryIds) : null;
    const patch: Partial<CaseInsert> = {};
    if (body.title !== undefined) patch.title = body.title;
    if (body.deadlineDate !== undefined) patch.deadlineDate = body.deadlineDate;
    if (body.premiumProcessing !== undefined) patch.premiumProcessing = body.premiumProcessing;
    if (body.premiumForm !== undefined) patch.premiumForm = body.premiumForm;
    if ((body.premiumProcessing ?? p.premiumProcessing) === false) patch.premiumForm = null;
    if (body.branchId !== undefined) {
      await checkBranchChange(tx, actor, p.branchId, body.branchId);
      patch.branchId = body.branchId;
    }
    if (body.allowCustomCaseNo !== undefined) patch.allowCustomCaseNo = body.allowCustomCaseNo;
    if (feeGiven) patch.filingFeeCents = body.filingFeeCents;

    const custom = body.customCaseNumber;
    if (custom !== undefined) {
      if (!(body.allowCustomCaseNo ?? p.allowCustomCaseNo)) throw fail.validation({ customCaseNumber: "Custom case numbers are not enabled for this case" });
      if (await customCaseNumberTaken(tx, tenantId, custom, p.id)) throw customCaseNumberConflict(custom);
    }

    const before: Record<string, unknown> = Object.fromEntries(Object.keys(patch).map((k) => [k, p[k as keyof typeof p]]));
    const after: Record<string, unknown> = { ...patch };
    if (people) {
      before.beneficiaryIds = (await caseBeneficiaries(tx, tenantId, p.id)).map((b) => b.id);
      after.beneficiaryIds = people.map((b) => b.id);
      await replaceCaseBeneficiaries(tx, tenantId, p.id, people.map((b) => b.id));
    }
    if (Object.keys(patch).length || people) p = await updateCaseRow(tx, tenantId, p.id, patch);
    // The reminders made from the case's deadlines follow (lib/modules/reminders, through the job queue).
    if (DEADLINE_KEYS.some((k) => k in patch)) await enqueue(tx, "deadlines.sync-case", { tenantId, petitionId: p.id });

    const changed = [...fieldKeys, ...(feeGiven ? ["filingFeeCents"] : [])].filter((k) => k !== "customCaseNumber" && k in LABELS);
    if (changed.length) {
      await writeAudit(tx, { tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "petition.update", entityType: "petition", entityId: p.id, before, after, ip: ctx.ip });
      await addHistory(tx, { tenantId, petitionId: p.id, code: null, line: { code: "caseUpdated", params: { fields: changed } }, actor });
    }
    if (custom !== undefined && custom !== p.customCaseNumber) {
      await completeActivity(tx, {
        petition: p,
        code: "ASSIGN_CUSTOM_CASE_NO",
        actor,
        ip: ctx.ip,
        outOfSequence: true,
        patch: { customCaseNumber: custom, allowCustomCaseNo: true },
        line: { code: "customCaseNumber", params: { number: custom } },
      });
    }
  });
  kickOutbox(db);
  return getCaseDetails(ctx, body.id);
}
