// The green card's USCIS notices per stage (/api/gc-petition/upload-stage-notice): the receipt, RFE,
// approval or denial notices of the I-140, I-485, I-765 or I-131, each kept as a case document (category
// gc_notices, type "<stage>Notice"; the documents module stores them). Who records the stage records its
// notices: the editors of its steps in the firm's green-card workflow (403 naming the stage otherwise).
import "server-only";
import { saveCaseNotices } from "@/lib/modules/documents/case-notices";
import type { DocumentDto } from "@/lib/modules/documents/contract";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { stageNoticeType, type UploadStageNoticeFields } from "./contract";
import { caseOr404, recordsStage } from "./gc";

const STAGE_FORM = { i140: "I-140", i485: "I-485", i765: "I-765", i131: "I-131" } as const;

export async function uploadStageNotice(ctx: ActorContext, body: UploadStageNoticeFields, files: readonly UploadedFile[]): Promise<DocumentDto[]> {
  const check = async (db: Executor) => {
    const ref = await caseOr404(ctx, db, body.id);
    if (!(await recordsStage(ctx, db, body.stage))) throw fail.forbidden(`Your role cannot record the ${STAGE_FORM[body.stage]}'s notices`);
    return ref;
  };
  const ref = await check(ctx.db);
  return saveCaseNotices(ctx, ref.id, {
    category: "gc_notices",
    docType: stageNoticeType(body.stage),
    files,
    check: async (tx) => void (await check(tx)),
    action: "document.gc_notice_upload",
    history: (names) => ({ code: "gcNoticeUploaded", params: { stage: body.stage, files: names } }),
  });
}
