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
import type { Section1Body } from "./section1-contract";
import { documentAad } from "./section2";
import type { Section2Body } from "./section2-contract";

const SUPPLEMENT_B_BLOCKS = 3;
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
  const s1 = r.section1 as Omit<Section1Body, "ssn" | "uscisNumber" | "i94Number" | "foreignPassportNumber" | "attest">;
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
