// The case summary as a PDF (pdf-lib, standard Helvetica): firm name, case number, type, status,
// petitioner, beneficiaries, dates, assignments, workflow progress and the recent history — in the
// reader's language (ctx.locale; labels in messages/<locale>/pdf.json).
import "server-only";
import { createTranslator } from "use-intl/core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { GREY, PRIMARY, pdfSafe, PdfWriter } from "@/lib/server/pdf/writer";
import enCases from "@/messages/en/cases.json";
import esCases from "@/messages/es/cases.json";
import enCommon from "@/messages/en/common.json";
import esCommon from "@/messages/es/common.json";
import enPdf from "@/messages/en/pdf.json";
import esPdf from "@/messages/es/pdf.json";
import { calendarDaysBetween, formatDate } from "@/lib/shared/format/dates";
import { DEFAULT_DATE_FORMAT, type DateFormat } from "@/lib/shared/format/date-order";
import type { FormatLocale } from "@/lib/shared/format/locale";
import { getCaseDetails } from "./case-details";
import { caseActivityList } from "./case-history";
import type { CaseDetails, CaseHistoryRow, CasePdfAnswer } from "./contract";
import type { ActorContext } from "@/lib/server/context";

const RECENT_HISTORY = 20;
const CATALOGS = {
  en: { pdf: enPdf, roles: enCommon.roles as Record<string, string>, activity: enCases.activity as Record<string, string> },
  es: { pdf: esPdf, roles: esCommon.roles as Record<string, string>, activity: esCases.activity as Record<string, string> },
};

type T = (key: string, values?: Record<string, string | number>) => string;

export async function buildCasePdf(c: CaseDetails, history: readonly CaseHistoryRow[], firmName: string, today: string, locale: FormatLocale = "en", dateFormat: DateFormat = DEFAULT_DATE_FORMAT): Promise<Uint8Array> {
  const catalog = CATALOGS[locale] ?? CATALOGS.en;
  const t = createTranslator({ locale, messages: catalog.pdf, namespace: "case" }) as unknown as T;
  const usDate = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10), "UTC", locale, dateFormat) || iso : "-");
  const role = (roleId: number, english: string) => catalog.roles[String(roleId)] ?? english;
  // English keeps the firm's configured step names; other languages translate the code (as the screens do).
  const stepName = (code: string, configured: string) => (locale === "en" ? configured : (catalog.activity[code] ?? configured));
  const doc = await PDFDocument.create();
  const number = c.customCaseNumber ? `${c.customCaseNumber} (${c.caseNumber})` : c.caseNumber;
  doc.setTitle(pdfSafe(t("title", { number: c.caseNumber })));
  doc.setAuthor(pdfSafe(firmName));
  doc.setSubject(pdfSafe(t("subject")));
  doc.setCreator("Immigration case management");
  const w = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  w.text(firmName, { size: 18, bold: true, color: PRIMARY });
  w.text(t("generated", { date: usDate(today) }), { size: 9, color: GREY });
  w.gap(6);
  w.text(t("title", { number }), { size: 14, bold: true });
  if (c.title) w.text(c.title, { size: 11 });

  w.heading(t("sectionCase"));
  w.field(t("caseType"), [c.typeName, c.subTypeName].filter(Boolean).join(" - "));
  w.field(t("status"), c.statusName ?? t("statusUnknown", { id: c.statusId }));
  w.field(t("branch"), c.branch?.name ?? "");
  w.field(t("premium"), c.premiumProcessing ? (c.premiumForm ? t("yesWith", { form: c.premiumForm }) : t("yes")) : t("no"));
  if (c.receiptNumber) w.field(t("receiptNumber"), c.receiptNumber);
  if (c.uscisResponse) w.field(t("uscisResponse"), `${t("outcome", { outcome: c.uscisResponse })} (${usDate(c.responseDate)})`);

  w.heading(t("sectionParties"));
  w.field(t("petitioner"), c.petitioner?.name ?? c.petitionerName ?? "");
  for (const b of c.beneficiaries) w.field(b.isPrimary ? t("beneficiaryPrimary") : t("beneficiary"), b.email ? `${b.name} <${b.email}>` : b.name);
  for (const a of c.assignments) w.field(role(a.roleId, a.roleName), a.name);

  w.heading(t("sectionDates"));
  w.field(t("created"), usDate(c.createdAt.slice(0, 10)));
  w.field(t("updated"), usDate(c.updatedAt.slice(0, 10)));
  const dl = c.deadlines;
  /** " (Overdue by n day(s))" in the reader's language when the rule gave the date an overdue label. */
  const late = (date: string | null, label: string | null) => {
    const n = date && label ? calendarDaysBetween(date.slice(0, 10), today) : null;
    return n && n > 0 ? ` (${t("overdue", { n })})` : "";
  };
  w.field(t("deadline"), `${usDate(c.deadlineDate)}${late(c.deadlineDate, dl.deadlineOverdue)}`);
  if (dl.premiumDeadline) w.field(t("premiumDeadline"), `${usDate(dl.premiumDeadline)}${late(dl.premiumDeadline, dl.premiumOverdue)}`);
  if (dl.rfeDue) w.field(t("noticeDue", { notice: dl.noticeKind ?? "RFE" }), `${usDate(dl.rfeDue)}${late(dl.rfeDue, dl.rfeOverdue)}`);
  if (c.receiptDate) w.field(t("receiptDate"), usDate(c.receiptDate));
  if (c.rfeNoticeDate) w.field(t("rfeNoticeDate"), usDate(c.rfeNoticeDate));
  if (c.validityStart) w.field(t("validity"), `${usDate(c.validityStart)} - ${usDate(c.validityEnd)}`);

  const steps = c.workflow.filter((s) => s.include);
  w.heading(t("workflow", { done: steps.filter((s) => s.done).length, total: steps.length }));
  for (const s of steps) {
    const next = s.code === c.nextWorkflowActivity;
    const mark = s.done ? "[x]" : next ? "[>]" : "[ ]";
    w.text(`${mark} ${t("step", { step: s.step, name: stepName(s.code, s.name) })}${next ? ` ${t("next")}` : ""}`, { indent: 8, bold: next });
  }

  w.heading(t("sectionHistory"));
  if (history.length === 0) w.text(t("noHistory"), { color: GREY });
  for (const h of history) {
    w.text(`${usDate(h.createdAt.slice(0, 10))}  ${h.actorName ?? t("system")}: ${h.message}`, { indent: 8 });
  }
  return doc.save();
}

/** The PDF of a case the caller may see (404 otherwise). */
export async function casePdf(ctx: ActorContext, id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const details = await getCaseDetails(ctx, id);
  const { rows } = await caseActivityList(ctx, { id, page: 1, perpage: RECENT_HISTORY });
  const bytes = await buildCasePdf(details, rows, ctx.tenant.name, ctx.clock.today, ctx.locale, ctx.actor.dateFormat);
  const safeNumber = (details.customCaseNumber ?? details.caseNumber).replace(/[^A-Za-z0-9_-]+/g, "-");
  return { fileName: `case-${safeNumber}.pdf`, bytes };
}

export async function casePdfBase64(ctx: ActorContext, id: string): Promise<CasePdfAnswer> {
  const { fileName, bytes } = await casePdf(ctx, id);
  return { fileName, mimetype: "application/pdf", base64: Buffer.from(bytes).toString("base64") };
}
