// Reading a USCIS notice (Form I-797, I-797A, I-797C: receipt, approval, RFE, NOID, transfer) from the
// text layer of its PDF (pure: the text in, what was found out). Labels and values may come on one line
// or on the next, as the notice's boxes are laid out; each field is looked for after its label, and the
// receipt number anywhere (domain rule 15). Nothing is guessed: a field not found is null.
import { isValidReceiptNumber, normalizeReceiptNumber } from "@/lib/shared/validation/identity";
import { usDateToIso } from "@/lib/shared/validation/rules";
import { noticeServedByMail, type NoticeDelivery } from "@/lib/modules/deadlines/rules";

export const NOTICE_TYPES = ["receipt", "approval", "rfe", "noid", "transfer", "rejection", "other"] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export type NoticeFields = {
  receiptNumber: string | null;
  /** The form the notice is about ("I-129"), not the I-797 itself. */
  formType: string | null;
  receivedDate: string | null;
  noticeDate: string | null;
  priorityDate: string | null;
  /** An approval's validity ("Valid from … to …"). */
  validFrom: string | null;
  validTo: string | null;
  /** As printed ("SHARMA, ARJUN"). */
  beneficiary: string | null;
  noticeType: NoticeType | null;
  /** "electronic" when the notice says it was sent to the USCIS online account; null (printed and mailed) otherwise. */
  delivery: NoticeDelivery | null;
};

/** A notice delivered to the online account says so; a printed I-797 mailed to the address does not. */
const ELECTRONIC = /(sent|delivered|provided|issued) (to you )?electronically|electronic (notice|delivery)|(uscis|online) account/i;

const RECEIPT = /\b(EAC|WAC|LIN|SRC|NBC|MSC|IOE|YSC)[\s-]*(\d{2})[\s-]*(\d{3})[\s-]*(\d{5})\b/i;
const US_DATE = "(\\d{1,2}/\\d{1,2}/\\d{4})";

const clean = (text: string) => text.replace(/\u00a0/g, " ").replace(/[ \t]+/g, " ");

/** The date printed after `label` (on its line or the next), as YYYY-MM-DD. */
function dateAfter(text: string, label: string): string | null {
  const m = new RegExp(`${label}[:\\s]*(?:\\n\\s*)?${US_DATE}`, "i").exec(text);
  if (!m) return null;
  const [mm, dd, yyyy] = m[1].split("/");
  return usDateToIso(`${mm.padStart(2, "0")}/${dd.padStart(2, "0")}/${yyyy}`);
}

function noticeTypeOf(text: string): NoticeType | null {
  const m = /Notice Type[:\s]*([^\n]+)/i.exec(text);
  const s = (m?.[1] ?? text).toLowerCase();
  if (/receipt notice/.test(s)) return "receipt";
  if (/approval notice/.test(s)) return "approval";
  if (/request for (initial )?evidence/.test(s)) return "rfe";
  if (/intent to deny/.test(s)) return "noid";
  if (/transfer notice/.test(s)) return "transfer";
  if (/rejection notice/.test(s)) return "rejection";
  return m ? "other" : null;
}

export function readI797(raw: string): NoticeFields {
  const text = clean(raw);
  const r = RECEIPT.exec(text);
  const receipt = r ? normalizeReceiptNumber(r.slice(1, 5).join("")) : null;
  const caseType = /Case Type[:\s]*(?:\n\s*)?(I-?\d{3}[A-Z]?)/i.exec(text) ?? /\b(I-?(?!797)\d{3}[A-Z]?)\b/.exec(text);
  const form = caseType ? caseType[1].toUpperCase().replace(/^I-?/, "I-") : null;
  const valid = new RegExp(`Valid from[:\\s]*${US_DATE}\\s*to\\s*${US_DATE}`, "i").exec(text);
  // "LAST, FIRST M" up to the line's end or the next label (a capitalised word).
  const beneficiary = /Beneficiary(?:\(ies\))?[:\s]*(?:\n\s*)?([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+)*,\s*[A-Z][A-Z'-]*(?: [A-Z][A-Z'-]*)*?)(?=\s*(?:\n|$|[A-Z][a-z]))/.exec(text);
  return {
    receiptNumber: receipt && isValidReceiptNumber(receipt) ? receipt : null,
    formType: form,
    receivedDate: dateAfter(text, "Received Date"),
    noticeDate: dateAfter(text, "Notice Date"),
    priorityDate: dateAfter(text, "Priority Date"),
    validFrom: valid ? dateAfter(`x ${valid[1]}`, "x") : null,
    validTo: valid ? dateAfter(`x ${valid[2]}`, "x") : null,
    beneficiary: beneficiary ? beneficiary[1].trim().replace(/\s+/g, " ") : null,
    noticeType: noticeTypeOf(text),
    delivery: ELECTRONIC.test(text) ? "electronic" : null,
  };
}

/** What confirming a read notice enters on its case, through the case's own calls. */
export type NoticeApply =
  /** /api/petition/manage-tracking-details: the receipt number and its date (the case waits for it). */
  | { kind: "receipt"; receiptNumber: string; receiptDate: string }
  /** /api/petition/upload-uscis-docs with the notice PDF: USCIS's answer on the notice date. */
  | {
      kind: "response";
      response: "approved" | "rfe" | "noid";
      responseDate: string;
      /** An RFE or NOID: served by mail (3 more days to answer, 8 CFR 103.8(b)) unless received electronically; the person may change it. */
      servedByMail?: boolean;
      /** An approval's validity ("Valid from … to …"), entered on the case. */
      validityStart?: string;
      validityEnd?: string;
    };

export type NoticeApplyBlock = "receipt_mismatch" | "incomplete" | "not_waiting" | "no_change" | "no_scanned_copy";

/**
 * Whether a read notice can be entered on the case in one step, and what it enters (pure). A notice of
 * another receipt number never is. A receipt notice fills the receipt number and date while the case waits
 * for them (its next step); an approval, RFE or NOID of the case's own receipt number records USCIS's
 * answer once the case was filed and received and its filed packet (scanned copy) is on file. Other notices (transfer, rejection …) change nothing here.
 */
export function noticeApply(
  f: NoticeFields,
  c: { receiptNumber: string | null; nextWorkflowActivity: string | null; completedActivities: readonly string[]; scannedCopies: number },
): { apply: NoticeApply | null; blocked: NoticeApplyBlock | null } {
  const caseReceipt = c.receiptNumber ? normalizeReceiptNumber(c.receiptNumber) : null;
  if (f.receiptNumber && caseReceipt && f.receiptNumber !== caseReceipt) return { apply: null, blocked: "receipt_mismatch" };
  if (f.noticeType === "receipt") {
    const date = f.receivedDate ?? f.noticeDate;
    if (!f.receiptNumber || !date) return { apply: null, blocked: "incomplete" };
    if (c.nextWorkflowActivity !== "UPDATE_USCIS_RECEIPT_NUMBER") return { apply: null, blocked: caseReceipt ? "no_change" : "not_waiting" };
    return { apply: { kind: "receipt", receiptNumber: f.receiptNumber, receiptDate: date }, blocked: null };
  }
  if (f.noticeType === "approval" || f.noticeType === "rfe" || f.noticeType === "noid") {
    if (!f.receiptNumber || !f.noticeDate) return { apply: null, blocked: "incomplete" };
    if (!caseReceipt || !c.completedActivities.includes("UPDATE_USCIS_RECEIPT_NUMBER")) return { apply: null, blocked: "not_waiting" };
    // USCIS's answer is recorded against the filed packet (spec section 4).
    if (c.scannedCopies === 0) return { apply: null, blocked: "no_scanned_copy" };
    if (f.noticeType === "approval") {
      const validity = f.validFrom && f.validTo ? { validityStart: f.validFrom, validityEnd: f.validTo } : {};
      return { apply: { kind: "response", response: "approved", responseDate: f.noticeDate, ...validity }, blocked: null };
    }
    return { apply: { kind: "response", response: f.noticeType, responseDate: f.noticeDate, servedByMail: noticeServedByMail(f.delivery) }, blocked: null };
  }
  return { apply: null, blocked: "no_change" };
}
