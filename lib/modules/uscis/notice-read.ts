// POST /api/uscis-notice/read: what a USCIS notice PDF says (notice.ts readI797 on its text layer), set
// against the case it is read for — the same receipt number or another — with what confirming would enter
// on the case (noticeApply: the receipt, or USCIS's answer), for a person to confirm. Nothing is stored
// here: the screen enters it through the case's own calls, which check the workflow again.
import "server-only";
import { caseDocumentCount, visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { fileBytes } from "@/lib/server/storage/uploaded-file";
import { log } from "@/lib/server/log";
import { pdfText } from "@/lib/server/pdf/text";
import type { NoticeReadDto } from "./contract";
import { noticeApply, readI797 } from "./notice";

export const NO_TEXT = "This PDF has no text layer (a scan?): nothing could be read. Enter the notice's details by hand.";

export async function readNotice(ctx: ActorContext, petitionId: string, files: readonly UploadedFile[]): Promise<NoticeReadDto> {
  const file = files[0];
  if (!file) throw fail.validation({ file: "*File is required" });
  if (file.mimetype !== "application/pdf") throw fail.validation({ file: "Upload the notice as a PDF" });
  const p = await visibleCaseOr404(ctx.db, ctx.actor, petitionId);
  let text: string;
  try {
    text = await pdfText(await fileBytes(file));
  } catch (err) {
    log.warn({ err }, "[uscis] a notice PDF could not be read");
    throw fail.validation({ file: "The PDF could not be read" });
  }
  if (!text.trim()) throw fail.validation({ file: NO_TEXT });
  const fields = readI797(text);
  const caseReceipt = p.receiptNumber ? p.receiptNumber.replace(/[\s-]/g, "").toUpperCase() : null;
  return {
    fields,
    found: Object.values(fields).filter((v) => v !== null).length,
    receipt: !fields.receiptNumber ? "not_found" : !caseReceipt ? "case_has_none" : caseReceipt === fields.receiptNumber ? "same" : "different",
    caseReceiptNumber: caseReceipt,
    ...noticeApply(fields, { ...p, scannedCopies: await caseDocumentCount(ctx.db, p.tenantId, p.id, "scanned_copy") }),
  };
}
