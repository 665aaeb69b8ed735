// POST /api/petition/upload-uscis-docs: USCIS's answer with its documents. Needs scanned copies of
// the filed packet (spec section 4) and UPDATE_USCIS_RESPONSE to be the next activity (or already
// done, for a later answer such as the decision after an RFE). Completes UPDATE_USCIS_RESPONSE,
// records USCIS_APPROVED / USCIS_DENIED / USCIS_RECEIVED_RFE / USCIS_WITHDRAWN out of sequence and
// moves the case to status 22 / 23 / 24 / 31, all in one transaction with the files' rows.
import "server-only";
import { fileColumns } from "./case-documents";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { completeActivity, lockCase } from "@/lib/modules/cases/steps/complete";
import { casesSharingBeneficiaries } from "@/lib/modules/cases/deadline-inputs";
import { recordUscisAnswerOnRfe } from "@/lib/modules/cases/rfe/steps";
import { getWorkflow } from "@/lib/modules/workflow/config";
import { canAct } from "@/lib/modules/workflow/rules";
import { caseStaffRecipients, notifyCase } from "@/lib/modules/cases/case-recipients";
import type { NotificationKind } from "@/lib/modules/notifications/notify";
import { ROLE } from "@/lib/shared/constants/roles";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { enqueue } from "@/lib/server/jobs/runner";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { USCIS_RESPONSE_OUTCOME, type UploadUscisDocsFields, type UscisResponse, type UscisResponseResult } from "./contract";
import { toDocumentDto } from "./dto";
import { insertDocuments } from "@/lib/modules/cases/case-documents";
import { countLiveDocuments } from "./repository";
import { saveCaseFiles, workflowActor, type IncomingFile } from "./stored-files";
import type { Executor } from "@/lib/server/db/client";
import type { ActorContext } from "@/lib/server/context";

const CODE = "UPDATE_USCIS_RESPONSE";
export const SCANNED_COPY_REQUIRED = "Upload the scanned copy of the filed forms before recording USCIS's response";
export const RESPONSE_NOT_DUE = "USCIS's response can be recorded once the receipt number has been updated";

/** The case whose USCIS response the caller records: 404 when they cannot see it, 403 unless UPDATE_USCIS_RESPONSE's editors (or the override) include their role. */
export async function uscisResponseCase(ctx: ActorContext, petitionId: string): Promise<{ id: string }> {
  const { db, actor } = ctx;
  const visible = await visibleCaseOr404(db, actor, petitionId);
  const entry = (await getWorkflow(db, actor.tenantId)).find((e) => e.code === CODE);
  if (!canAct(entry, actor.roleId)) throw fail.forbidden(`Your role cannot record "${entry?.name ?? "USCIS response"}"`);
  return visible;
}

/** The document rows of one USCIS-response upload (accepted as they come from USCIS), with their audit entry. */
export async function insertUscisResponseDocs(
  tx: Executor,
  ctx: ActorContext,
  petitionId: string,
  incoming: readonly IncomingFile[],
  record: { docType: string; action: string; after: Record<string, unknown> },
) {
  const { actor } = ctx;
  const docs = await insertDocuments(
    tx,
    incoming.map((f) => ({
      tenantId: actor.tenantId,
      petitionId,
      category: "uscis_response",
      docType: record.docType,
      status: "accepted",
      ...fileColumns(f, actor.userId),
    })),
  );
  await writeAudit(tx, {
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    actorRoleId: actor.roleId,
    action: record.action,
    entityType: "petition_document",
    entityId: docs[0].id,
    after: { ...record.after, documents: docs.map((d) => ({ id: d.id, key: d.fileKey, name: d.fileName })) },
    ip: ctx.ip,
  });
  return docs;
}

/** The answers that owe a response: the case's attorney and paralegal are told . */
const NOTICE_KINDS: Partial<Record<string, NotificationKind>> = { rfe: "rfe.received", noid: "noid.received" };

export async function uploadUscisDocs(ctx: ActorContext, body: UploadUscisDocsFields, files: readonly UploadedFile[]): Promise<UscisResponseResult> {
  const { actor } = ctx;
  const visible = await uscisResponseCase(ctx, body.petitionId);
  const outcome = USCIS_RESPONSE_OUTCOME[body.response as UscisResponse];
  const notice = body.response === "rfe" || body.response === "noid";
  const rfeNoticeDate = notice ? (body.rfeNoticeDate ?? body.responseDate) : null;

  return saveCaseFiles(ctx, visible.id, { files, keys: body.keys ?? [] }, async (tx, incoming) => {
    let p = await lockCase(tx, actor.tenantId, visible.id);
    if ((await countLiveDocuments(tx, actor.tenantId, p.id, "scanned_copy")) === 0) throw fail.conflict(SCANNED_COPY_REQUIRED);
    const done = p.completedActivities.includes(CODE);
    if (!done && p.nextWorkflowActivity !== CODE) throw fail.conflict(RESPONSE_NOT_DUE);

    const docs = await insertUscisResponseDocs(tx, ctx, p.id, incoming, {
      docType: outcome.docType,
      action: "document.uscis_response_upload",
      after: { response: body.response },
    });

    const patch = {
      uscisResponse: body.response,
      responseDate: body.responseDate,
      rfeNoticeDate,
      rfeServedByMail: notice ? (body.rfeServedByMail ?? false) : false,
      // An approval's validity tracks the stay's end (the beneficiary's expiry radar, the extension reminder).
      ...(body.response === "approved" && body.validityStart && body.validityEnd ? { validityStart: body.validityStart, validityEnd: body.validityEnd } : {}),
      // A new RFE waits for its own response: the premium clock pauses again (domain rule 17).
      ...(notice ? { rfeResponseReceivedDate: null } : {}),
    };
    const wf = workflowActor(actor);
    const when = body.responseDate;
    if (!done) {
      p = await completeActivity(tx, {
        petition: p,
        code: CODE,
        actor: wf,
        ip: ctx.ip,
        patch,
        statusId: outcome.statusId,
        line: { code: "uscisResponseRecorded", params: { outcome: body.response, date: when, count: incoming.length } },
      });
    }
    p = await completeActivity(tx, {
      petition: p,
      code: outcome.code,
      actor: wf,
      ip: ctx.ip,
      patch: done ? patch : undefined,
      outOfSequence: true,
      statusId: outcome.statusId,
      line: { code: "uscisDecision", params: { outcome: body.response, date: when } },
    });
    // An RFE/NOID opens the RFE case that answers it; a decision closes the open one.
    await recordUscisAnswerOnRfe(tx, { petition: p, response: body.response, date: when, rfeNoticeDate, servedByMail: patch.rfeServedByMail, actor: wf, ip: ctx.ip });
    // An RFE/NOID owes a response by a date, a decision closes the case: the deadline reminders follow.
    await enqueue(tx, "deadlines.sync-case", { tenantId: actor.tenantId, petitionId: p.id });
    // A validity entered or changed settles (or brings back) the extension reminders of the beneficiaries' other cases.
    if (patch.validityEnd) {
      for (const id of await casesSharingBeneficiaries(tx, actor.tenantId, p.id)) await enqueue(tx, "deadlines.sync-case", { tenantId: actor.tenantId, petitionId: id });
    }
    const noticeKind = NOTICE_KINDS[body.response];
    if (noticeKind) {
      const recipients = await caseStaffRecipients(tx, actor.tenantId, p.id, { roleIds: [ROLE.ATTORNEY, ROLE.PARALEGAL] });
      await notifyCase(tx, p, { actorUserId: actor.userId, recipients, kind: noticeKind });
    }
    return {
      petitionId: p.id,
      statusId: p.statusId,
      uscisResponse: body.response as UscisResponse,
      responseDate: body.responseDate,
      rfeNoticeDate,
      completedActivities: p.completedActivities,
      nextWorkflowActivity: p.nextWorkflowActivity,
      documents: docs.map((d) => toDocumentDto({ ...d, uploaderName: actor.name })),
    };
  });
}
