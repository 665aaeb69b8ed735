// Create a case: checks the caller may act on CREATE_PETITION, the type, petitioner, beneficiaries
// and branch; numbers it from the firm's counter; stores it with the first workflow entry as next
// activity, then completes CREATE_PETITION (history "Case created", audit, watchers) and, with a
// custom case number, ASSIGN_CUSTOM_CASE_NO — all in one transaction.
import "server-only";
import { canAct, nextActivity } from "@/lib/modules/workflow/rules";
import { completeActivity, nextCaseNumber } from "./steps/complete";
import { getWorkflow, lockWorkflowShared } from "@/lib/modules/workflow/config";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { MSG } from "@/lib/shared/validation/messages";
import { defaultPremiumForm } from "@/lib/modules/deadlines/rules";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { branchForNewCase, checkCaseType, resolveBeneficiaries, resolvePetitioner } from "./case-inputs";
import { getCaseDetails } from "./case-details";
import type { CaseDetails, CreateCaseBody } from "./contract";
import { customCaseNumberTaken, insertCase, replaceCaseBeneficiaries } from "./repository/writes";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";


export const customCaseNumberConflict = (n: string) => fail.conflict(`The case number "${n}" is already used by another case`);

export async function createCase(ctx: ActorContext, body: CreateCaseBody): Promise<CaseDetails> {
  const { db } = ctx;
  const id = await db.transaction((tx) => createCaseIn(tx, ctx, body));
  kickOutbox(db);
  return getCaseDetails(ctx, id);
}

/**
 * How a case is opened: by a caller creating it (the firm's CREATE_PETITION editors decide), or as the consequence
 * of another record's change the caller was allowed to make — `"cap-selection"`: a cap registration recorded as
 * selected (cap.update / cap.import, lib/modules/cap README "Selection"), which opens its case whoever records it.
 */
export type CaseOpening = { openedBy?: "caller" | "cap-selection" };

/**
 * The case's rows, inside the caller's transaction (also used by the cap module to open the H-1B cap
 * cases of selected registrations in one transaction); the case's id. The caller may act on
 * CREATE_PETITION (unless the case is opened by a cap selection); the type, petitioner, beneficiaries and branch are checked.
 */
export async function createCaseIn(tx: Executor, ctx: ActorContext, body: CreateCaseBody, opening: CaseOpening = {}): Promise<string> {
  const { actor } = ctx;
  const tenantId = actor.tenantId;
  // Like every case change, hold the firm's workflow lock (shared) so the first step comes from a settled configuration.
  await lockWorkflowShared(tx, tenantId);
  const current = await getWorkflow(tx, tenantId);
  const byCaller = (opening.openedBy ?? "caller") === "caller";
  if (byCaller && !canAct(current.find((e) => e.code === "CREATE_PETITION"), actor.roleId)) throw fail.forbidden("Your role cannot create cases in this firm's workflow");
  await checkCaseType(tx, tenantId, body.typeId, body.subTypeId);
  const petitioner = await resolvePetitioner(tx, actor, body.petitionerId);
  const people = await resolveBeneficiaries(tx, actor, body.beneficiaryIds);
  const branchId = await branchForNewCase(tx, actor, body.branchId, petitioner);
  const custom = body.customCaseNumber ?? null;
  const allowCustomCaseNo = body.allowCustomCaseNo || custom !== null;
  if (custom && (await customCaseNumberTaken(tx, tenantId, custom))) throw customCaseNumberConflict(custom);
  // Premium processing asked at creation runs its clock from the receipt (rule 17): the form the case type files
  // when none was chosen; a type without an obvious one must name it.
  const premiumForm = body.premiumProcessing ? (body.premiumForm ?? defaultPremiumForm(body.typeId, body.subTypeId)) : null;
  if (body.premiumProcessing && !premiumForm) throw fail.validation({ premiumForm: MSG.required("Premium Form") });
  const caseNumber = await nextCaseNumber(tx, tenantId, Number(ctx.clock.today.slice(0, 4)));
  const inserted = await insertCase(tx, {
    tenantId,
    caseNumber,
    customCaseNumber: custom,
    allowCustomCaseNo,
    title: body.title ?? null,
    typeId: body.typeId,
    subTypeId: body.subTypeId ?? null,
    petitionerId: petitioner.id,
    petitionerName: petitioner.name,
    beneficiaryName: `${people[0].firstName} ${people[0].lastName}`,
    branchId,
    createdByUserId: actor.userId,
    statusId: 1,
    deadlineDate: body.deadlineDate ?? null,
    premiumProcessing: body.premiumProcessing,
    premiumForm,
    completedActivities: [],
    nextWorkflowActivity: nextActivity(current, []),
  });
  await replaceCaseBeneficiaries(tx, tenantId, inserted.id, people.map((b) => b.id));
  await writeAudit(tx, {
    tenantId,
    actorUserId: actor.userId,
    actorRoleId: actor.roleId,
    action: "petition.create",
    entityType: "petition",
    entityId: inserted.id,
    after: { ...inserted, beneficiaryIds: people.map((b) => b.id) },
    ip: ctx.ip,
  });
  let row = await completeActivity(tx, { petition: inserted, code: "CREATE_PETITION", actor, ip: ctx.ip, outOfSequence: true, line: { code: "caseCreated" } });
  if (custom) {
    row = await completeActivity(tx, {
      petition: row,
      code: "ASSIGN_CUSTOM_CASE_NO",
      actor,
      ip: ctx.ip,
      outOfSequence: true,
      line: { code: "customCaseNumber", params: { number: custom } },
    });
  }
  return row.id;
}
