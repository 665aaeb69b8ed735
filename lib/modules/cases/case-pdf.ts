// The case summary as a PDF (pdf-lib, standard Helvetica): firm name, case number, type, status,
// petitioner, beneficiaries, dates, assignments, workflow progress and the recent history.
import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { getCaseDetails } from "./case-details";
import { caseActivityList } from "./case-history";
import type { CaseDetails, CaseHistoryRow, CasePdfAnswer } from "./contract";
import type { ActorContext } from "@/lib/server/context";

const RECENT_HISTORY = 20;
const PAGE = { width: 612, height: 792, margin: 50 };
const PRIMARY = rgb(0, 0x26 / 255, 0x5d / 255);
const GREY = rgb(0.35, 0.35, 0.35);

const REPLACEMENTS: Record<string, string> = { "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-", "\u2026": "..." };

/** The standard fonts encode WinAnsi only: keep Latin-1, map common punctuation, replace the rest. */
export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text.replace(/\s+/g, " ")) {
    const c = ch.codePointAt(0) ?? 63;
    out += (c >= 32 && c <= 126) || (c >= 160 && c <= 255) ? ch : (REPLACEMENTS[ch] ?? "?");
  }
  return out;
}

const usDate = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : "-");

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  private ensure(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  /** Wrapped text; returns nothing, moves the cursor down. */
  text(raw: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const x = PAGE.margin + (opts.indent ?? 0);
    const width = PAGE.width - PAGE.margin - x;
    const words = pdfSafe(raw).split(" ");
    let line = "";
    const lines: string[] = [];
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = w;
      } else line = next;
    }
    lines.push(line);
    for (const l of lines) {
      this.ensure(size + 4);
      this.page.drawText(l, { x, y: this.y - size, size, font, color: opts.color ?? rgb(0, 0, 0) });
      this.y -= size + 4;
    }
  }
  field(label: string, value: string) {
    this.text(`${label}: ${value || "-"}`);
  }
  heading(title: string) {
    this.gap(8);
    this.text(title, { size: 12, bold: true, color: PRIMARY });
    this.ensure(6);
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 0.5, color: GREY });
    this.gap(4);
  }
  gap(n: number) {
    this.y -= n;
  }
}

export async function buildCasePdf(c: CaseDetails, history: readonly CaseHistoryRow[], firmName: string, today: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const number = c.customCaseNumber ? `${c.customCaseNumber} (${c.caseNumber})` : c.caseNumber;
  doc.setTitle(pdfSafe(`Case ${c.caseNumber}`));
  doc.setAuthor(pdfSafe(firmName));
  doc.setSubject("Case summary");
  doc.setCreator("Immigration case management");
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  w.text(firmName, { size: 18, bold: true, color: PRIMARY });
  w.text(`Case summary - generated ${usDate(today)}`, { size: 9, color: GREY });
  w.gap(6);
  w.text(`Case ${number}`, { size: 14, bold: true });
  if (c.title) w.text(c.title, { size: 11 });

  w.heading("Case");
  w.field("Case type", [c.typeName, c.subTypeName].filter(Boolean).join(" - "));
  w.field("Status", c.statusName ?? `Status ${c.statusId}`);
  w.field("Branch", c.branch?.name ?? "");
  w.field("Premium processing", c.premiumProcessing ? `Yes${c.premiumForm ? ` (${c.premiumForm})` : ""}` : "No");
  if (c.receiptNumber) w.field("USCIS receipt number", c.receiptNumber);
  if (c.uscisResponse) w.field("USCIS response", `${c.uscisResponse} (${usDate(c.responseDate)})`);

  w.heading("Parties");
  w.field("Petitioner", c.petitioner?.name ?? c.petitionerName ?? "");
  for (const b of c.beneficiaries) w.field(b.isPrimary ? "Beneficiary (primary)" : "Beneficiary", b.email ? `${b.name} <${b.email}>` : b.name);
  for (const a of c.assignments) w.field(a.roleName, a.name);

  w.heading("Dates");
  w.field("Created", usDate(c.createdAt.slice(0, 10)));
  w.field("Last updated", usDate(c.updatedAt.slice(0, 10)));
  const dl = c.deadlines;
  w.field("Deadline", `${usDate(c.deadlineDate)}${dl.deadlineOverdue ? ` (${dl.deadlineOverdue})` : ""}`);
  if (dl.premiumDeadline) w.field("Premium processing deadline", `${usDate(dl.premiumDeadline)}${dl.premiumOverdue ? ` (${dl.premiumOverdue})` : ""}`);
  if (dl.rfeDue) w.field(`${dl.noticeKind ?? "RFE"} response due`, `${usDate(dl.rfeDue)}${dl.rfeOverdue ? ` (${dl.rfeOverdue})` : ""}`);
  if (c.receiptDate) w.field("Receipt date", usDate(c.receiptDate));
  if (c.rfeNoticeDate) w.field("RFE notice date", usDate(c.rfeNoticeDate));
  if (c.validityStart) w.field("Validity", `${usDate(c.validityStart)} - ${usDate(c.validityEnd)}`);

  const steps = c.workflow.filter((s) => s.include);
  w.heading(`Workflow progress (${steps.filter((s) => s.done).length} of ${steps.length} steps done)`);
  for (const s of steps) {
    const mark = s.done ? "[x]" : s.code === c.nextWorkflowActivity ? "[>]" : "[ ]";
    w.text(`${mark} Step ${s.step}: ${s.name}${s.code === c.nextWorkflowActivity ? " (next)" : ""}`, { indent: 8, bold: s.code === c.nextWorkflowActivity });
  }

  w.heading("Recent history");
  if (history.length === 0) w.text("No history yet.", { color: GREY });
  for (const h of history) {
    w.text(`${usDate(h.createdAt.slice(0, 10))}  ${h.actorName ?? "System"}: ${h.message}`, { indent: 8 });
  }
  return doc.save();
}

/** The PDF of a case the caller may see (404 otherwise). */
export async function casePdf(ctx: ActorContext, id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const details = await getCaseDetails(ctx, id);
  const { rows } = await caseActivityList(ctx, { id, page: 1, perpage: RECENT_HISTORY });
  const bytes = await buildCasePdf(details, rows, ctx.tenant.name, ctx.clock.today);
  const safeNumber = (details.customCaseNumber ?? details.caseNumber).replace(/[^A-Za-z0-9_-]+/g, "-");
  return { fileName: `case-${safeNumber}.pdf`, bytes };
}

export async function casePdfBase64(ctx: ActorContext, id: string): Promise<CasePdfAnswer> {
  const { fileName, bytes } = await casePdf(ctx, id);
  return { fileName, mimetype: "application/pdf", base64: Buffer.from(bytes).toString("base64") };
}
