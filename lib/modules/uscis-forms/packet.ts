// The wet-ink signature packet of a filled USCIS form (issue 13 section 3): a cover page saying who signs
// where and how (in ink, never electronically), then only the form's pages that carry a requested
// signature box, the form's values printed in and each box outlined and labelled. The boxes' pages and
// rectangles are read from the edition's blank (the filled version has the same pages), once per process.
import "server-only";
import { PDFDocument, PDFName, PDFRef, StandardFonts, rgb } from "pdf-lib";
import { PdfWriter, pdfSafe } from "@/lib/server/pdf/writer";
import { blankOf } from "./blanks";
import type { FormEdition, UscisFormCode } from "./editions";
import { flattenedPdf } from "./field-map";
import { formDocumentName } from "./naming";
import type { SignatureBox, SignerRole } from "./signature-boxes";

export type PlacedSignatureBox = SignatureBox & { page: number; rect: { x: number; y: number; width: number; height: number } };

const places = new Map<string, Promise<PlacedSignatureBox[]>>();

/** The edition's signature boxes with their 1-based page and rectangle (PDF points) in the blank. */
export function signatureBoxPlaces(edition: FormEdition): Promise<PlacedSignatureBox[]> {
  let p = places.get(edition.blank);
  if (!p) {
    p = readPlaces(edition);
    p.catch(() => places.delete(edition.blank));
    places.set(edition.blank, p);
  }
  return p;
}

async function readPlaces(edition: FormEdition): Promise<PlacedSignatureBox[]> {
  const pdf = await PDFDocument.load(new Uint8Array(await blankOf(edition.blank)), { updateMetadata: false });
  const pageOfRef = new Map<string, number>();
  pdf.getPages().forEach((pg, i) => {
    pageOfRef.set(pg.ref.toString(), i + 1);
    const annots = pg.node.Annots();
    for (let k = 0; annots && k < annots.size(); k++) {
      const a = annots.get(k);
      if (a instanceof PDFRef) pageOfRef.set(`annot:${a.toString()}`, i + 1);
    }
  });
  const form = pdf.getForm();
  return edition.signatures.map((box) => {
    const widget = form.getField(box.field).acroField.getWidgets()[0];
    const ref = pdf.context.getObjectRef(widget.dict);
    const page = (widget.P() && pageOfRef.get(widget.P()!.toString())) || (ref && pageOfRef.get(`annot:${ref.toString()}`));
    if (!page) throw new Error(`Signature field ${box.field} of ${edition.blank} is on no page`);
    return { ...box, page, rect: widget.getRectangle() };
  });
}

export type PacketInput = {
  form: UscisFormCode;
  edition: FormEdition;
  /** The filled version's bytes (editable or flattened). */
  formBytes: Uint8Array;
  /** The boxes to sign (fields of the edition's signatures). */
  fields: readonly string[];
  caseNumber: string;
  firmName: string;
  /** The person who signs every box of the packet (one signer per packet): a client's named signatory, the applicant … */
  signerName: string;
  /** The signatory's title ("President"), printed with the name. */
  signerTitle?: string | null;
  /** Whom the signer signs for (the client company of an authorised signatory). */
  onBehalfOf?: string | null;
  /** YYYY-MM-DD, the firm's day. */
  requestedOn: string;
  /** How the originals come back ("Mail the signed originals to …"); the cover says it. */
  returnInstructions: string;
};

export type Packet = { bytes: Uint8Array; pages: number[]; pageCount: number; boxes: PlacedSignatureBox[] };

export const ROLE_LABEL: Record<SignerRole, string> = {
  petitioner: "Petitioner (authorized signatory)",
  applicant: "Applicant",
  preparer: "Preparer",
  interpreter: "Interpreter",
  dodManager: "DOD project manager",
};

const INK = rgb(0.75, 0.05, 0.05);
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** "Jordan Reyes, CEO": the signer as the packet prints them. */
export const signerLine = (input: Pick<PacketInput, "signerName" | "signerTitle">) => (input.signerTitle ? `${input.signerName}, ${input.signerTitle}` : input.signerName);

/**
 * The packet: cover page + the pages of the chosen boxes, in page order, each box labelled with the signer's
 * printed name (and title). A box not of this edition, or boxes of two signers (a preparer's with the client's),
 * are an error of the caller: the client's pages hold only what the client signs.
 */
export async function signaturePacket(input: PacketInput): Promise<Packet> {
  const all = await signatureBoxPlaces(input.edition);
  const boxes = all.filter((b) => input.fields.includes(b.field));
  if (boxes.length !== new Set(input.fields).size) throw new Error("A requested signature box is not one of this edition's");
  if (new Set(boxes.map((b) => b.role)).size > 1) throw new Error("A packet is signed by one signer: its boxes must all be the same signer's");
  const signer = pdfSafe(signerLine(input));
  const pages = [...new Set(boxes.map((b) => b.page))].sort((a, b) => a - b);
  const source = await flattenedPdf(input.formBytes, () => new Error("The filled form is not a readable PDF"));
  const name = formDocumentName(input.form, input.edition.edition);
  if (pages.some((p) => p > source.getPageCount())) throw new Error(`The filled ${name} has fewer pages than its blank`);

  const out = await PDFDocument.create();
  out.setTitle(`${name} - signature pages - ${input.caseNumber}`);
  const font = await out.embedFont(StandardFonts.Helvetica);
  const bold = await out.embedFont(StandardFonts.HelveticaBold);
  const w = new PdfWriter(out, font, bold);
  w.text(`Signature pages: ${name}`, { size: 16, bold: true });
  w.gap(6);
  w.field("Case", input.caseNumber);
  w.field("Prepared by", input.firmName);
  w.field("Signed by", signer);
  if (input.onBehalfOf) w.field("For", pdfSafe(input.onBehalfOf));
  w.field("Sent", mdy(input.requestedOn));
  w.heading("Sign in ink");
  w.text("USCIS accepts only a handwritten signature on its forms. Sign each outlined box by hand, in black or blue ink, and write the date beside it.");
  w.text("Do not sign electronically: a typed name, a drawn image or a signature added in a PDF program is not accepted, and USCIS may reject or deny the filing.");
  w.heading("Where to sign");
  for (const b of boxes) w.text(`Form page ${b.page} (packet page ${pages.indexOf(b.page) + 2}): ${b.label} - ${signer} (${ROLE_LABEL[b.role]})`, { indent: 8 });
  w.heading("Then");
  w.text(`Scan the ${pages.length} signed page${pages.length === 1 ? "" : "s"} (with or without this cover page) into one PDF, in order, and upload it on the case, or send it to ${input.firmName}.`);
  w.text(pdfSafe(input.returnInstructions));

  const copied = await out.copyPages(source, pages.map((p) => p - 1));
  copied.forEach((page, i) => {
    out.addPage(page);
    for (const b of boxes.filter((x) => x.page === pages[i])) {
      const { x, y, width, height } = b.rect;
      page.drawRectangle({ x: x - 2, y: y - 2, width: width + 4, height: height + 4, borderColor: INK, borderWidth: 1.5 });
      page.drawText(pdfSafe(`Sign here in ink: ${signer} - ${ROLE_LABEL[b.role]}`), { x, y: y + height + 3, size: 7, font: bold, color: INK });
    }
    page.node.delete(PDFName.of("Annots"));
  });
  return { bytes: await out.save(), pages, pageCount: out.getPageCount(), boxes };
}
