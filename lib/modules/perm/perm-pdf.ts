// /api/perm/generate-pdf: the PERM case as a PDF (pdf-lib, standard Helvetica) for the file and the audit
// binder — the case, client and worker, the PWD, the filing, audit and decision with the I-140 deadline,
// the filing window while in preparation, and the recruitment record step by step with its proof and
// problems — in the reader's language (labels from messages/<locale>/perm.json).
import "server-only";
import { createTranslator } from "use-intl/core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { getCaseDetails } from "@/lib/modules/cases/case-details";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { GREY, PRIMARY, pdfSafe, PdfWriter } from "@/lib/server/pdf/writer";
import { formatDate } from "@/lib/shared/format/dates";
import enPerm from "@/messages/en/perm.json";
import esPerm from "@/messages/es/perm.json";
import { permOfCase } from "./perm";

type T = (key: string, values?: Record<string, string | number>) => string;

export async function permPdf(ctx: ActorContext, petitionId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const perm = await permOfCase(ctx, petitionId);
  if (!perm) throw fail.notFound("PERM case");
  const c = await getCaseDetails(ctx, petitionId);
  const locale = ctx.locale === "es" ? "es" : "en";
  const t = createTranslator({ locale, messages: locale === "es" ? esPerm : enPerm }) as unknown as T;
  const date = (iso: string | null) => (iso ? formatDate(iso, "UTC", locale, ctx.actor.dateFormat) || iso : "-");
  const number = c.customCaseNumber || c.caseNumber;

  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(t("pdf.title", { number })));
  doc.setAuthor(pdfSafe(ctx.tenant.name));
  doc.setCreator("Immigration case management");
  const w = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.text(ctx.tenant.name, { size: 18, bold: true, color: PRIMARY });
  w.text(t("pdf.generated", { date: date(ctx.clock.today) }), { size: 9, color: GREY });
  w.gap(6);
  w.text(t("pdf.title", { number }), { size: 14, bold: true });

  w.heading(t("pdf.sectionCase"));
  w.field(t("pdf.client"), c.petitioner?.name ?? c.petitionerName ?? "");
  w.field(t("pdf.beneficiary"), c.beneficiaries.map((b) => b.name).join(", "));
  w.field(t("fields.status"), perm.statusName);
  w.field(t("fields.occupation"), perm.professional ? t("fields.professionalYes") : t("fields.professionalNo"));
  w.field(t("fields.pwd"), perm.pwd ? `${perm.pwd.pwdNumber} · ${perm.pwd.jobTitle} · ${perm.pwd.validityEnd ? t("pwd.validUntil", { date: date(perm.pwd.validityEnd) }) : t("pwd.notDetermined")}${perm.pwd.expired ? ` (${t("pwd.expired")})` : ""}` : t("fields.noPwd"));

  w.heading(t("pdf.sectionFiling"));
  if (!perm.filedDate) {
    const win = perm.window;
    w.field(t("sections.window"), win.earliest && win.latest && !win.empty ? t("window.range", { earliest: date(win.earliest), latest: date(win.latest) }) : t("window.none"));
    for (const p of perm.recordProblems) w.text(`- ${t(`problem.${p}`)}`, { indent: 8 });
  }
  w.field(t("fields.filedDate"), date(perm.filedDate));
  w.field(t("fields.dolCaseNumber"), perm.dolCaseNumber ?? "");
  if (perm.auditNoticeDate) {
    w.field(t(`audit.${perm.auditKind ?? "audit"}`), date(perm.auditNoticeDate));
    w.field(t("fields.auditDue"), date(perm.auditDueDate));
    w.field(t("fields.auditResponseDate"), date(perm.auditResponseDate));
  }
  if (perm.decision) w.field(t("fields.decision"), `${t(`decision.${perm.decision}`)} · ${date(perm.decisionDate)}`);
  if (perm.i140Deadline) w.field(t("fields.i140Deadline"), date(perm.i140Deadline));

  w.heading(t("sections.recruitment"));
  if (perm.steps.length === 0) w.text(t("steps.empty"), { color: GREY });
  for (const s of perm.steps) {
    const when = s.startDate === s.endDate ? date(s.startDate) : t("steps.range", { start: date(s.startDate), end: date(s.endDate) });
    w.text(`${t(`kind.${s.kind}`)}${s.additionalKind ? ` · ${t(`additional.${s.additionalKind}`)}` : ""}`, { bold: true });
    w.text(`${when} · ${s.source}`, { indent: 8 });
    w.text(s.proof ? t("steps.proof", { name: s.proof.fileName }) : t("steps.noProof"), { indent: 8, color: GREY });
    for (const p of s.problems) w.text(`- ${t(`problem.${p}`)}`, { indent: 8 });
    w.gap(4);
  }
  return { fileName: `perm-${number.replace(/[^A-Za-z0-9_-]+/g, "-")}.pdf`, bytes: await doc.save() };
}
