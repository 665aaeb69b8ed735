import "server-only";
// The official Form I-9 PDF (edition 01/20/25) filled from a typed input with pdf-lib: Section 1, Section 2,
// Supplement A (preparers/translators) and Supplement B (reverification and rehire). Pure apart from reading
// the blank form once per process; the result stays an editable form (not flattened) for the employer.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFAcroText, PDFDict, PDFDocument, PDFName, StandardFonts, type PDFForm, type PDFRef } from "pdf-lib";

export const I9_PDF_EDITION = "01/20/25";

// ---- The field map of the 01/20/25 edition: input key → AcroForm field name ----

/** The blank form joins two boxes into one field; each listed widget (`kid`) becomes a field of its own. */
const SPLIT_WIDGETS = [
  // Section 2 List A document 1's title shares its field with Supplement B block 2's document title.
  { field: "Document Title 1", kid: 1, as: "List A Document Title 1" },
  // Supplement A block 2 has no first-name field: its box is a second widget of the last name.
  { field: "Preparer or Translator Last Name (Family Name) 1", kid: 1, as: "Preparer or Translator First Name (Given Name) 1" },
];

const SECTION1 = {
  lastName: "Last Name (Family Name)", firstName: "First Name Given Name", middleInitial: "Employee Middle Initial (if any)",
  otherLastNames: "Employee Other Last Names Used (if any)", street: "Address Street Number and Name", apt: "Apt Number (if any)",
  city: "City or Town", state: "State" /* dropdown */, zip: "ZIP Code", dateOfBirth: "Date of Birth mmddyyyy",
  ssn: "US Social Security Number" /* comb, 9 */, email: "Employees E-mail Address", phone: "Telephone Number",
  signature: "Signature of Employee", signedOn: "Today's Date mmddyyy",
  residentNumber: "3 A lawful permanent resident Enter USCIS or ANumber", // item 3
  authorizedUntil: "Exp Date mmddyyyy", uscisNumber: "USCIS ANumber", i94Number: "Form I94 Admission Number", // item 4
  foreignPassport: "Foreign Passport Number and Country of IssuanceRow1",
};
const CITIZENSHIP = { citizen: "CB_1", noncitizen_national: "CB_2", permanent_resident: "CB_3", authorized_alien: "CB_4" } as const;

const documentFields = (title: string, issuingAuthority: string, number: string, expirationDate: string) => ({ title, issuingAuthority, number, expirationDate });
const LIST_A = [
  documentFields("List A Document Title 1", "Issuing Authority 1", "Document Number 0 (if any)", "Expiration Date if any"),
  documentFields("Document Title 2 If any", "Issuing Authority_2", "Document Number If any_2", "List A.  Document 2. Expiration Date (if any)"),
  documentFields("List A.   Document Title 3.  If any", "List A. Document 3.  Enter Issuing Authority", "List A.  Document 3 Number.  If any", "Document Number if any_3"),
];
const LIST_B = documentFields("List B Document 1 Title", "List B Issuing Authority 1", "List B Document Number 1", "List B Expiration Date 1");
const LIST_C = documentFields("List C Document Title 1", "List C Issuing Authority 1", "List C Document Number 1", "List C Expiration Date 1");
const SECTION2 = {
  additionalInformation: "Additional Information", alternativeProcedure: "CB_Alt", firstDayOfEmployment: "FirstDayEmployed mmddyyyy",
  signerNameAndTitle: "Last Name First Name and Title of Employer or Authorized Representative",
  signature: "Signature of Employer or AR", signedOn: "S2 Todays Date mmddyyyy",
  businessName: "Employers Business or Org Name", businessAddress: "Employers Business or Org Address" /* street, city, state and ZIP */,
};

/** "Employee Information from Section 1" at the top of Supplements A and B. */
const SUPPLEMENT_A_EMPLOYEE = { lastName: "Last Name Family Name from Section 1", firstName: "First Name Given Name from Section 1", middleInitial: "Middle initial if any from Section 1" };
const SUPPLEMENT_B_EMPLOYEE = { lastName: "Last Name Family Name from Section 1-2", firstName: "First Name Given Name from Section 1-2", middleInitial: "Middle initial if any from Section 1-2" };
const PREPARERS = [0, 1, 2, 3].map((i) => ({
  lastName: `Preparer or Translator Last Name (Family Name) ${i}`, firstName: `Preparer or Translator First Name (Given Name) ${i}`,
  middleInitial: `PT Middle Initial ${i}`, street: `Preparer or Translator Address (Street Number and Name) ${i}`,
  city: `Preparer or Translator City or Town ${i}`, state: `Preparer State ${i}` /* dropdown */, zip: `Zip Code ${i}`,
  signature: `Signature of Preparer or Translator ${i}`, signedOn: `Sig Date mmddyyyy ${i}`,
}));
const SUPPLEMENT_B = [0, 1, 2].map((i) => ({
  rehireDate: `Date of Rehire ${i}`, lastName: `Last Name ${i}`, firstName: `First Name ${i}`, middleInitial: `Middle Initial ${i}` /* new name */,
  document: { title: `Document Title ${i}`, number: `Document Number ${i}`, expirationDate: `Expiration Date ${i}` },
  additionalInformation: `Addtl Info ${i}`, alternativeProcedure: `CB_Alt_${i}`,
  signerName: `Name of Emp or Auth Rep ${i}`, signature: `Signature of Emp Rep ${i}`, signedOn: `Todays Date ${i}`,
}));

// ---- Input ----

/** A document as printed: its full title and the abbreviation used when the full one does not fit its box. */
export type I9PdfDocument = { title: string; shortTitle?: string | null; issuingAuthority: string | null; number: string | null; expirationDate: string | null /* YYYY-MM-DD */ };

/** The form's font size, the smallest a full title is printed at, and the smallest any title is printed at. */
export const FORM_FONT_SIZE = 10;
export const FULL_TITLE_MIN_SIZE = 7;
export const TITLE_MIN_SIZE = 6;

type Measure = { widthOfTextAtSize: (text: string, size: number) => number };
/** The largest size (tenths of a point, at most the form's 10 pt) at which `text` fits `width` points. */
export const sizeToFit = (font: Measure, text: string, width: number): number => Math.min(FORM_FONT_SIZE, Math.floor((width / font.widthOfTextAtSize(text, 1)) * 10) / 10);

/**
 * A document title for a box `width` points wide: the full title when it fits at 7 pt or more, else the
 * abbreviation, at the largest size that fits (never below 6 pt; null when even the abbreviation does not fit).
 */
export function fitTitle(font: Measure, width: number, full: string, short?: string | null): { text: string; size: number } | null {
  const fullSize = sizeToFit(font, full, width);
  if (fullSize >= FULL_TITLE_MIN_SIZE || !short) return fullSize >= TITLE_MIN_SIZE ? { text: full, size: fullSize } : null;
  const shortSize = sizeToFit(font, short, width);
  return shortSize >= TITLE_MIN_SIZE ? { text: short, size: shortSize } : null;
}
export type I9PdfInput = {
  section1: null | {
    lastName: string; firstName: string; middleInitial: string | null; otherLastNames: string | null;
    street: string; apt: string | null; city: string; state: string /* 2-letter */; zip: string;
    dateOfBirth: string /* YYYY-MM-DD */; ssn: string | null /* 9 digits */; email: string | null; phone: string | null;
    citizenship: "citizen" | "noncitizen_national" | "permanent_resident" | "authorized_alien";
    uscisNumber: string | null /* A-Number/USCIS number, 9 digits */; authorizedUntil: string | null /* YYYY-MM-DD, or null = N/A */;
    i94Number: string | null; foreignPassportNumber: string | null; foreignPassportCountry: string | null /* country name */;
    signature: string /* the typed name of the electronic signature */; signedOn: string /* YYYY-MM-DD */;
    preparers: Array<{ lastName: string; firstName: string; middleInitial: string | null; street: string; city: string; state: string; zip: string; signature: string; signedOn: string }>;
  };
  section2: null | {
    listA: I9PdfDocument[] /* up to 3 */; listB: I9PdfDocument | null; listC: I9PdfDocument | null;
    additionalInformation: string | null; alternativeProcedure: boolean;
    firstDayOfEmployment: string /* YYYY-MM-DD */;
    signerName: string /* "Last, First" */; signerTitle: string; signature: string; signedOn: string;
    businessName: string; businessAddress: string; businessCity: string; businessState: string; businessZip: string;
  };
  /**
   * Pages attached after the form (the M-274, 9.0: corrections of Section 1 with their dates and initials, the
   * employer's written explanations and statements): each a heading and its paragraphs, in English like the form.
   */
  attachments?: Array<{ heading: string; paragraphs: string[] }>;
  supplementB: Array<{ lastName: string; firstName: string; middleInitial: string | null; rehireDate: string | null; document: I9PdfDocument | null; additionalInformation: string | null; alternativeProcedure: boolean; signerName: string; signature: string; signedOn: string }>;
};

// ---- Filling ----

let blank: Promise<Buffer> | undefined;
const blankPdf = () =>
  (blank ??= readFile(path.join(process.cwd(), "lib/modules/i9/forms/i-9-01-20-25.pdf")).catch((e: unknown) => {
    blank = undefined;
    throw e;
  }));

/** YYYY-MM-DD → MM/DD/YYYY, as every date box of the form asks. */
function mdy(iso: string): string;
function mdy(iso: string | null): string | null;
function mdy(iso: string | null) {
  if (iso === null) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`Form I-9 PDF: "${iso}" is not a YYYY-MM-DD date`);
  return `${m[2]}/${m[3]}/${m[1]}`;
}
const initial = (s: string | null) => s?.trim().charAt(0) ?? null;
const zip5 = (zip: string) => zip.trim().slice(0, 5);

/** Letters without a decomposition, as written without the stroke. */
const STROKED: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i" };
/** Text the font can draw: a character outside it loses its accents ("ễ" → "e"), or becomes "?". */
function printable(value: string, charset: Set<number>, multiline: boolean) {
  const draw = (c: string) => charset.has(c.codePointAt(0)!);
  const char = (c: string) => (draw(c) ? c : (STROKED[c] ?? ([...c.normalize("NFKD")].filter(draw).join("") || "?")));
  const line = (s: string) => [...s.replace(/\s/g, " ").normalize("NFC")].map(char).join("");
  return value.trim().split(/\r?\n/).map(line).join(multiline ? "\n" : " ");
}

function splitWidgets(form: PDFForm) {
  const { context } = form.doc;
  for (const { field, kid, as } of SPLIT_WIDGETS) {
    const shared = form.getTextField(field).acroField;
    const widget = shared.Kids()!.get(kid) as PDFRef;
    shared.removeWidget(kid);
    const own = PDFAcroText.create(context);
    own.setPartialName(as);
    own.setDefaultAppearance(shared.getDefaultAppearance() ?? "/Helv 0 Tf 0 g");
    own.addWidget(widget);
    context.lookup(widget, PDFDict).set(PDFName.of("Parent"), own.ref);
    form.acroForm.addField(own.ref);
  }
}

/** Words of `text` in lines no wider than `width` at `size` (a word wider than a line is cut where it must be). */
export function wrapLines(font: Measure, text: string, size: number, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split("\n")) {
    let line = "";
    for (const word of para.split(/\s+/).filter(Boolean)) {
      let w = word;
      while (font.widthOfTextAtSize(w, size) > width) {
        let n = w.length - 1;
        while (n > 1 && font.widthOfTextAtSize(w.slice(0, n), size) > width) n--;
        if (line) out.push(line);
        out.push(w.slice(0, n));
        line = "";
        w = w.slice(n);
      }
      const next = line ? `${line} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) > width) {
        out.push(line);
        line = w;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

/** US Letter pages after the form: a title, then each attachment's heading and paragraphs, wrapped, in Helvetica. */
async function attach(pdf: PDFDocument, charset: Set<number>, title: string, items: NonNullable<I9PdfInput["attachments"]>) {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [W, H, M] = [612, 792, 54];
  let page = pdf.addPage([W, H]);
  let y = H - M;
  const draw = (text: string, font: typeof regular, size: number, gap: number) => {
    for (const line of wrapLines(font, printable(text, charset, true), size, W - 2 * M)) {
      if (y - size < M) {
        page = pdf.addPage([W, H]);
        y = H - M;
      }
      page.drawText(line, { x: M, y: y - size, size, font });
      y -= size + 3;
    }
    y -= gap;
  };
  draw(title, bold, 13, 10);
  for (const item of items) {
    draw(item.heading, bold, 11, 4);
    for (const p of item.paragraphs) draw(p, regular, 10, 4);
    y -= 8;
  }
}

export async function fillI9Pdf(input: I9PdfInput): Promise<Uint8Array> {
  const { section1: s1, section2: s2, supplementB } = input;
  if (supplementB.length > SUPPLEMENT_B.length) throw new Error(`Form I-9 (${I9_PDF_EDITION}) has room for ${SUPPLEMENT_B.length} Supplement B blocks; ${supplementB.length} given`);
  if (s1 && s1.preparers.length > PREPARERS.length) throw new Error(`Form I-9 (${I9_PDF_EDITION}) has room for ${PREPARERS.length} preparers/translators; ${s1.preparers.length} given`);
  if (s2 && s2.listA.length > LIST_A.length) throw new Error(`Form I-9 (${I9_PDF_EDITION}) has room for ${LIST_A.length} List A documents; ${s2.listA.length} given`);

  const pdf = await PDFDocument.load(await blankPdf());
  const form = pdf.getForm();
  splitWidgets(form);
  // The form's fields are set in Helvetica Bold (/HeBo): appearances are drawn with it, WinAnsi only.
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(font.getCharacterSet());

  const text = (name: string, value: string | null | undefined) => {
    const field = form.getTextField(name);
    const t = value ? printable(value, charset, field.isMultiline()) : "";
    if (!t) return;
    field.setText(t);
    const width = field.acroField.getWidgets()[0].getRectangle().width - 4;
    // Wider than the box at the form's 10 pt: size 0 lets the text shrink to fit.
    if (!field.isMultiline() && !field.isCombed() && font.widthOfTextAtSize(t, 10) > width) field.setFontSize(0);
  };
  const check = (name: string, on: boolean) => {
    if (on) form.getCheckBox(name).check();
  };
  const select = (name: string, value: string) => {
    const dropdown = form.getDropdown(name);
    if (dropdown.getOptions().includes(value.trim().toUpperCase())) dropdown.select(value.trim().toUpperCase());
  };
  // A title is fitted to its box: the full one when legible, else the abbreviation, at an explicit size (a
  // viewer's auto size would clip it: "Permanent Resident Card or").
  const title = (name: string, d: I9PdfDocument) => {
    const field = form.getTextField(name);
    const full = printable(d.title, charset, false);
    const short = d.shortTitle ? printable(d.shortTitle, charset, false) : null;
    const width = field.acroField.getWidgets()[0].getRectangle().width - 4;
    const fit = fitTitle(font, width, full, short) ?? { text: short ?? full, size: TITLE_MIN_SIZE };
    field.setText(fit.text);
    field.setFontSize(fit.size);
  };
  const fillDocument = (fields: { title: string; issuingAuthority?: string; number: string; expirationDate: string }, d: I9PdfDocument | null) => {
    if (!d) return;
    title(fields.title, d);
    if (fields.issuingAuthority) text(fields.issuingAuthority, d.issuingAuthority);
    text(fields.number, d.number);
    text(fields.expirationDate, mdy(d.expirationDate));
  };

  if (s1) {
    const f = SECTION1;
    text(f.lastName, s1.lastName); text(f.firstName, s1.firstName); text(f.middleInitial, initial(s1.middleInitial));
    text(f.otherLastNames, s1.otherLastNames); text(f.street, s1.street); text(f.apt, s1.apt); text(f.city, s1.city);
    select(f.state, s1.state); text(f.zip, zip5(s1.zip)); text(f.dateOfBirth, mdy(s1.dateOfBirth));
    text(f.ssn, s1.ssn?.replace(/\D/g, "")); text(f.email, s1.email); text(f.phone, s1.phone);
    check(CITIZENSHIP[s1.citizenship], true);
    if (s1.citizenship === "permanent_resident") text(f.residentNumber, s1.uscisNumber);
    if (s1.citizenship === "authorized_alien") {
      text(f.authorizedUntil, mdy(s1.authorizedUntil) ?? "N/A");
      text(f.uscisNumber, s1.uscisNumber); text(f.i94Number, s1.i94Number);
      if (s1.foreignPassportNumber) text(f.foreignPassport, [s1.foreignPassportNumber, s1.foreignPassportCountry].filter(Boolean).join(", "));
    }
    text(f.signature, s1.signature); text(f.signedOn, mdy(s1.signedOn));
    for (const header of [SUPPLEMENT_A_EMPLOYEE, SUPPLEMENT_B_EMPLOYEE]) {
      text(header.lastName, s1.lastName); text(header.firstName, s1.firstName); text(header.middleInitial, initial(s1.middleInitial));
    }
    s1.preparers.forEach((p, i) => {
      const b = PREPARERS[i];
      text(b.lastName, p.lastName); text(b.firstName, p.firstName); text(b.middleInitial, initial(p.middleInitial));
      text(b.street, p.street); text(b.city, p.city); select(b.state, p.state); text(b.zip, zip5(p.zip));
      text(b.signature, p.signature); text(b.signedOn, mdy(p.signedOn));
    });
  }

  if (s2) {
    const f = SECTION2;
    s2.listA.forEach((d, i) => fillDocument(LIST_A[i], d));
    fillDocument(LIST_B, s2.listB);
    fillDocument(LIST_C, s2.listC);
    text(f.additionalInformation, s2.additionalInformation); check(f.alternativeProcedure, s2.alternativeProcedure);
    text(f.firstDayOfEmployment, mdy(s2.firstDayOfEmployment));
    text(f.signerNameAndTitle, `${s2.signerName}, ${s2.signerTitle}`); text(f.signature, s2.signature); text(f.signedOn, mdy(s2.signedOn));
    text(f.businessName, s2.businessName);
    text(f.businessAddress, `${s2.businessAddress}, ${s2.businessCity}, ${s2.businessState} ${s2.businessZip}`);
  }

  const sameName = (e: (typeof supplementB)[number]) =>
    !!s1 && e.lastName === s1.lastName && e.firstName === s1.firstName && initial(e.middleInitial) === initial(s1.middleInitial);
  supplementB.forEach((e, i) => {
    const b = SUPPLEMENT_B[i];
    text(b.rehireDate, mdy(e.rehireDate));
    if (!sameName(e)) { text(b.lastName, e.lastName); text(b.firstName, e.firstName); text(b.middleInitial, initial(e.middleInitial)); } // "New Name (if applicable)"
    fillDocument(b.document, e.document);
    text(b.additionalInformation, e.additionalInformation); check(b.alternativeProcedure, e.alternativeProcedure);
    text(b.signerName, e.signerName); text(b.signature, e.signature); text(b.signedOn, mdy(e.signedOn));
  });

  const who = s1 ? ` - ${s1.lastName}, ${s1.firstName}` : "";
  if (input.attachments?.length) await attach(pdf, charset, `Attached to Form I-9 (${I9_PDF_EDITION})${who}`, input.attachments);
  pdf.setTitle(`Form I-9, Employment Eligibility Verification (${I9_PDF_EDITION})${who}`, { showInWindowTitleBar: true });
  form.updateFieldAppearances(font);
  return pdf.save({ updateFieldAppearances: false });
}
