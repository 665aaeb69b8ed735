// POST /api/i9/download-pdf: the record as the official Form I-9 (edition 01/20/25, pdf.ts) — Section 1 with
// its numbers whole (the form is the legal record the employer keeps and shows an inspector), Supplement A,
// Section 2 and its documents, Supplement B (the latest three entries: the form's blocks). Reading the numbers needs i9.sensitive, and each download is on the audit trail.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { decryptField } from "@/lib/server/crypto/field-cipher";
import { fail } from "@/lib/server/errors";
import { getMasterRow } from "@/lib/modules/masterdata/service";
import { employeeEvent } from "./access";
import { i9Document, PDF_TITLES } from "./documents";
import { fillI9Pdf, type I9PdfDocument, type I9PdfInput } from "./pdf";
import { visibleRecord } from "./records";
import { appendEvents } from "./repository/employees";
import { documentsOf, type RecordDocumentRow, type RecordListed } from "./repository/records";
import { supplementsOf } from "./repository/supplements";
import { sealedNumbers } from "./section1";
import type { Section1Body, Section1CorrectionDto, Section1CorrectionRequestDto, Section1StatementDto } from "./section1-contract";
import { documentAad } from "./section2";
import type { Section2Body } from "./section2-contract";

const SUPPLEMENT_B_BLOCKS = 3;

/** Section 1's answers by the names the form gives them, for the attached corrections. */
const FIELD_NAMES: Record<string, string> = {
  lastName: "Last Name (Family Name)", firstName: "First Name (Given Name)", middleInitial: "Middle Initial", otherLastNames: "Other Last Names Used",
  street: "Address (Street Number and Name)", apt: "Apt. Number", city: "City or Town", state: "State", zip: "ZIP Code", dateOfBirth: "Date of Birth",
  ssn: "U.S. Social Security Number", ssnAppliedFor: "Social Security number applied for", email: "Employee's E-mail Address", phone: "Employee's Telephone Number",
  citizenship: "Citizenship or immigration status", uscisNumber: "USCIS Number / A-Number", authorizedUntil: "Work authorization expiration date",
  noExpiration: "Work authorization without expiration", i94Number: "Form I-94 Admission Number", foreignPassportNumber: "Foreign Passport Number",
  foreignPassportCountryId: "Country of Issuance", preparers: "Preparer and/or Translator (Supplement A)",
};
const CITIZENSHIP_NAMES: Record<string, string> = {
  citizen: "A citizen of the United States", noncitizen_national: "A noncitizen national of the United States",
  permanent_resident: "A lawful permanent resident", authorized_alien: "A noncitizen authorized to work",
};
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
function earlier(field: string, v: unknown): string {
  if (v === null || v === undefined || v === "") return "(empty)";
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (field === "citizenship") return CITIZENSHIP_NAMES[String(v)] ?? String(v);
  if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v)) return mdy(v);
  if (typeof v === "object") return "(changed)";
  // A masked number prints with asterisks ("*****6789"): the form's font has no bullet.
  return String(v).replace(/\u2022/g, "*");
}

/**
 * The page attached to the form (M-274 9.0): each correction of Section 1 (date, initials, signature, the fields
 * changed with their earlier answers — numbers masked — and the employer's explanation), the open request, and the
 * employer's statements. Empty when there is nothing to attach.
 */
export function section1Attachments(s1: { corrections?: Section1CorrectionDto[]; correctionRequest?: Section1CorrectionRequestDto | null; statements?: Section1StatementDto[] }) {
  const out: Array<{ heading: string; paragraphs: string[] }> = [];
  for (const c of s1.corrections ?? []) {
    out.push({
      heading: `Correction of Section 1 by the employee on ${mdy(c.correctedOn)}, initials ${c.initials}, signed "${c.signature}"`,
      paragraphs: [
        ...c.fields.map((f) => `${FIELD_NAMES[f] ?? f}: corrected; earlier answer ${earlier(f, c.previous[f])}.`),
        ...(c.explanation ? [`Employer's explanation${c.requestedBy ? ` (${c.requestedBy})` : ""}: ${c.explanation}`] : []),
      ],
    });
  }
  if (s1.correctionRequest) {
    const q = s1.correctionRequest;
    out.push({ heading: `Correction of Section 1 asked of the employee on ${mdy(q.requestedAt.slice(0, 10))} (${q.byName}), not made yet`, paragraphs: [`Employer's explanation: ${q.reason}`] });
  }
  for (const x of s1.statements ?? []) {
    out.push({ heading: `Statement by the employer, signed "${x.signature}" on ${mdy(x.signedOn)} (${x.byName}, ${x.byEmail})`, paragraphs: [x.statement] });
  }
  return out;
}
const day = (d: Date) => d.toISOString().slice(0, 10);

function pdfDocument(r: RecordListed, d: RecordDocumentRow): I9PdfDocument {
  const title = i9Document(d.code)?.en ?? d.code;
  const short = PDF_TITLES[d.code] ?? null;
  const receipt = (t: string) => (d.receipt ? `Receipt: ${t}` : t);
  return { title: receipt(title), shortTitle: short ? receipt(short) : null, issuingAuthority: d.issuingAuthority, number: d.numberSealed ? decryptField(d.numberSealed, documentAad(r.id)) : null, expirationDate: d.expirationDate };
}

export async function i9Pdf(ctx: ActorContext, id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const r = await visibleRecord(ctx, ctx.db, id);
  if (!r.section1 || !r.section1SignedAt) throw fail.validation({ id: "Section 1 is not signed yet: there is no form to download" });
  const file = await buildI9Pdf(ctx, r);
  await ctx.db.transaction((tx) => appendEvents(tx, [{ ...employeeEvent(ctx, r.employeeId, "pdf.downloaded"), recordId: r.id }]));
  return file;
}

/** The form of a record whose Section 1 is signed (the caller checked reach and wrote the trail). */
export async function buildI9Pdf(ctx: ActorContext, r: RecordListed): Promise<{ fileName: string; bytes: Uint8Array }> {
  if (!r.section1SignedAt) throw new Error("buildI9Pdf: Section 1 is not signed");
  const s1 = r.section1 as Omit<Section1Body, "ssn" | "uscisNumber" | "i94Number" | "foreignPassportNumber" | "attest"> & Parameters<typeof section1Attachments>[0];
  const n = sealedNumbers(r);
  const country = s1.foreignPassportCountryId ? await getMasterRow(ctx.db, ctx.actor.tenantId, "countries", s1.foreignPassportCountryId) : null;
  const signedOn = day(r.section1SignedAt);
  const allDocs = await documentsOf(ctx.db, r.tenantId, r.id);
  const docs = allDocs.filter((d) => !d.supplementId);
  const s2 = r.section2 as Omit<Section2Body, "documents" | "attest" | "lateReason"> | null;
  const input: I9PdfInput = {
    section1: {
      ...s1,
      middleInitial: s1.middleInitial ?? null,
      otherLastNames: s1.otherLastNames ?? null,
      apt: s1.apt ?? null,
      email: s1.email ?? null,
      phone: s1.phone ?? null,
      ssn: n.ssn ?? null,
      uscisNumber: n.uscisNumber ?? null,
      i94Number: n.i94Number ?? null,
      foreignPassportNumber: n.foreignPassportNumber ?? null,
      foreignPassportCountry: country?.name ?? null,
      signedOn,
      preparers: s1.preparers.map((p) => ({ ...p, middleInitial: p.middleInitial ?? null, signedOn })),
    },
    section2:
      s2 && r.section2SignedAt
        ? {
            listA: docs.filter((d) => d.list === "A").map((d) => pdfDocument(r, d)),
            listB: docs.filter((d) => d.list === "B").map((d) => pdfDocument(r, d))[0] ?? null,
            listC: docs.filter((d) => d.list === "C").map((d) => pdfDocument(r, d))[0] ?? null,
            additionalInformation: s2.additionalInformation ?? null,
            alternativeProcedure: s2.alternativeProcedure,
            firstDayOfEmployment: s2.firstDay,
            signerName: `${s2.signerLastName}, ${s2.signerFirstName}`,
            signerTitle: s2.signerTitle,
            signature: s2.signature,
            signedOn: day(r.section2SignedAt),
            businessName: s2.businessName,
            businessAddress: s2.businessStreet,
            businessCity: s2.businessCity,
            businessState: s2.businessState,
            businessZip: s2.businessZip,
          }
        : null,
    attachments: section1Attachments(s1),
    // The form has three Supplement B blocks: the latest three entries (earlier ones stay on the record).
    supplementB: (await supplementsOf(ctx.db, r.tenantId, r.id)).slice(-SUPPLEMENT_B_BLOCKS).map((e) => {
      const d = allDocs.find((x) => x.supplementId === e.id);
      return {
        lastName: e.newName?.lastName ?? s1.lastName,
        firstName: e.newName?.firstName ?? s1.firstName,
        middleInitial: e.newName ? (e.newName.middleInitial ?? null) : (s1.middleInitial ?? null),
        rehireDate: e.rehireDate,
        document: d ? pdfDocument(r, d) : null,
        additionalInformation: e.detail.additionalInformation ?? null,
        alternativeProcedure: Boolean(e.detail.alternativeProcedure),
        signerName: e.signedByName,
        signature: e.detail.signature ?? e.signedByName,
        signedOn: e.signedOn,
      };
    }),
  };
  const bytes = await fillI9Pdf(input);
  return { fileName: `form-i9-${r.lastName}-${r.firstName}-${r.hireDate}.pdf`.replace(/[^A-Za-z0-9.-]+/g, "-"), bytes };
}
