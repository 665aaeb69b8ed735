// The public access file as one PDF (domain rule 7): a cover index of the items with their state, the
// items the app writes itself (the notice of filing with its posting record; the prevailing-wage
// statement when none was uploaded), then every uploaded PDF merged in and every image on its own page.
// Word files cannot be merged: the index names them as kept beside the bundle.
import "server-only";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { ActorContext } from "@/lib/server/context";
import { log } from "@/lib/server/log";
import { GREY, PRIMARY, pdfSafe, PdfWriter } from "@/lib/server/pdf/writer";
import { getFileStore } from "@/lib/server/storage/file-store";
import { formatCurrency } from "@/lib/shared/format/numbers";
import { formatUsDate } from "@/lib/shared/format/dates";
import { lcaOr404 } from "./lca-details";
import { writeNoticeLines, noticeInputOf } from "./notices";
import { noticeLines, worksiteText } from "./notice-text";
import type { PafItemKind } from "./paf-contract";
import { pafOf } from "./paf";
import { worksitesOf } from "./repository/lcas";
import { noticesOf } from "./repository/notices";
import { pafItemsOf } from "./repository/paf";

export const PAF_ITEM_TITLES: Record<PafItemKind, string> = {
  CERTIFIED_LCA: "Certified Labor Condition Application (ETA-9035/9035E) with cover pages",
  WAGE_RATE: "Documentation of the wage rate to be paid",
  ACTUAL_WAGE: "Explanation of the system used to set the actual wage",
  PREVAILING_WAGE: "Documentation of the prevailing wage and its source",
  NOTICE: "Notice of filing and the record of its posting",
  BENEFITS: "Summary of the benefits offered and any differences",
  SUCCESSOR: "Successor-entity statement",
  WORKER_RECEIPT: "Proof that each H-1B worker received a copy of the LCA",
  H1B_WORKER_LIST: "List of the exempt H-1B workers employed under the LCA (20 CFR 655.737)",
  EXEMPT_WORKERS: "Documentation of each exempt worker's wage of at least $60,000 a year or related master's or higher degree (20 CFR 655.737)",
  RECRUITMENT_SUMMARY: "Summary of the recruitment methods used and their time frames (20 CFR 655.739)",
  OTHER: "Other documents",
};

const STATUS_TEXT = { uploaded: "included", generated: "included (generated)", missing: "MISSING", "not-applicable": "not applicable", optional: "optional" } as const;
const usDate = (iso: string | null) => (iso ? formatUsDate(iso, "UTC") : "-");

export async function pafBundle(ctx: ActorContext, lcaId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { db, actor } = ctx;
  const l = await lcaOr404(db, actor, lcaId);
  const [paf, files, notices, sites, input] = await Promise.all([
    pafOf(db, actor, l, ctx.clock.today),
    pafItemsOf(db, actor.tenantId, l.id),
    noticesOf(db, actor.tenantId, l.id),
    worksitesOf(db, actor.tenantId, l.id),
    noticeInputOf(db, l),
  ]);
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`Public access file - ${l.lcaNumber}`));
  doc.setAuthor(pdfSafe(input.petitionerName ?? ctx.tenant.name));
  const fonts = [await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold)] as const;

  // The uploaded files are read first (the index says which merged), then the cover and generated items are written before them.
  const merged: { id: string; pages: number; note: string | null }[] = [];
  const appendix = await PDFDocument.create();
  for (const f of files) {
    const stored = await getFileStore().get(f.fileKey);
    if (!stored) {
      merged.push({ id: f.id, pages: 0, note: "file not found in the store" });
      continue;
    }
    try {
      if (f.mimetype === "application/pdf") {
        const src = await PDFDocument.load(stored.body, { ignoreEncryption: false });
        const pages = await appendix.copyPages(src, src.getPageIndices());
        pages.forEach((p) => appendix.addPage(p));
        merged.push({ id: f.id, pages: pages.length, note: null });
      } else if (f.mimetype === "image/png" || f.mimetype === "image/jpeg") {
        const img = f.mimetype === "image/png" ? await appendix.embedPng(stored.body) : await appendix.embedJpg(stored.body);
        const scale = Math.min(1, 512 / img.width, 692 / img.height);
        const page = appendix.addPage([612, 792]);
        page.drawImage(img, { x: 50, y: 742 - img.height * scale, width: img.width * scale, height: img.height * scale });
        merged.push({ id: f.id, pages: 1, note: null });
      } else merged.push({ id: f.id, pages: 0, note: "Word document: kept beside the bundle" });
    } catch (err) {
      log.warn({ err, fileId: f.id }, "[paf] a file could not be merged into the bundle");
      merged.push({ id: f.id, pages: 0, note: "could not be merged (damaged or protected PDF): kept beside the bundle" });
    }
  }

  const w = new PdfWriter(doc, fonts[0], fonts[1]);
  w.text("Public Access File", { size: 18, bold: true, color: PRIMARY });
  w.text(`${input.petitionerName ?? ""} - ${l.lcaNumber}${l.dolCaseNumber ? ` - DOL case ${l.dolCaseNumber}` : ""}`, { size: 12, bold: true });
  w.text(`20 CFR 655.760. Generated ${usDate(ctx.clock.today)}. Available by ${usDate(paf.availableBy)}; kept until ${paf.retainUntil ? usDate(paf.retainUntil) : "one year after the last H-1B worker leaves"}.`, { size: 9, color: GREY });
  w.heading("Contents");
  for (const item of paf.checklist) {
    if (item.status === "not-applicable" || (item.status === "optional" && item.files.length === 0)) continue;
    w.text(`${PAF_ITEM_TITLES[item.kind]}: ${STATUS_TEXT[item.status]}`, { bold: item.status === "missing" });
    for (const f of item.files) {
      const m = merged.find((x) => x.id === f.id);
      w.text(`${f.fileName}${m?.note ? ` (${m.note})` : m ? ` (${m.pages} page${m.pages === 1 ? "" : "s"})` : ""}`, { indent: 12, size: 9 });
    }
  }

  const pwUploaded = files.some((f) => f.kind === "PREVAILING_WAGE");
  if (!pwUploaded && l.pwCents != null) {
    w.heading(PAF_ITEM_TITLES.PREVAILING_WAGE);
    w.field("Prevailing wage", `${formatCurrency(l.pwCents)} per ${(l.pwUnit ?? "Year").toLowerCase()}`);
    w.field("Wage level", l.pwLevel ?? "-");
    w.field("Source", l.pwSource === "OEWS" ? "OFLC Online Wage Library (OEWS survey)" : (l.pwSource ?? "-"));
    w.field("Occupation (SOC)", [l.socCode, l.socTitle].filter(Boolean).join(" ") || "-");
    for (const s of sites) w.field("Area of employment", worksiteText(s));
  }

  if (notices.length) {
    w.heading(PAF_ITEM_TITLES.NOTICE);
    for (const n of notices) {
      const where = n.method === "electronic" ? `electronically (public page; ${n.views} view${n.views === 1 ? "" : "s"})` : `${sites.find((s) => s.id === n.worksiteId) ? worksiteText(sites.find((s) => s.id === n.worksiteId)!) : "worksite"}: ${n.locations.join("; ")}`;
      w.text(`Posted ${usDate(n.startDate)} to ${usDate(n.endDate)}, ${where}${n.takenDownAt ? `; taken down ${usDate(n.takenDownAt.toISOString().slice(0, 10))}` : ""}`);
    }
    w.gap(8);
    writeNoticeLines(w, noticeLines(input));
  }

  const out = await PDFDocument.create();
  const own = await out.copyPages(doc, doc.getPageIndices());
  own.forEach((p) => out.addPage(p));
  const rest = await out.copyPages(appendix, appendix.getPageIndices());
  rest.forEach((p) => out.addPage(p));
  out.setTitle(pdfSafe(`Public access file - ${l.lcaNumber}`));
  return { fileName: `paf-${l.lcaNumber}.pdf`, bytes: await out.save() };
}
