// Reading a USCIS notice (issue 11 section 4): /api/uscis-notice/read takes an I-797 PDF with a text layer
// and answers what it says, with its receipt number set against the case's; a scan without text, a
// non-PDF and a bad case are refused; roles and firms kept apart.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { NO_TEXT } from "@/lib/modules/uscis/notice-read";
import { createCompany, createFirm, createUser } from "../../factories";
import { callUpload, createCase, expectField, file, PNG, useTempFileStore } from "../documents/helpers";

useTempFileStore();

/** An I-797C receipt notice as USCIS lays it out: each label above its value. */
async function noticePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 18, size: 10, font }));
  return Buffer.from(await doc.save());
}

const RECEIPT_NOTICE = ["Department of Homeland Security", "I-797C, Notice of Action", "Receipt Number", "EAC2612345678", "Case Type", "I129 - PETITION FOR A NONIMMIGRANT WORKER", "Received Date", "09/01/2026", "Notice Date", "09/05/2026", "Beneficiary", "SHARMA, ARJUN", "Notice Type: Receipt Notice"];

async function world() {
  const { tenant, admin } = await createFirm();
  const company = await createCompany(tenant.id);
  const c = await createCase(tenant.id, { typeId: 1, subTypeId: 3, petitionerId: company.id }, []);
  const read = async (bytes: Buffer, name = "notice.pdf", petitionId: string = c.id, token = admin.token, slug = tenant.slug) => callUpload("uscis-notice/read", { petitionId, file: file(bytes, name) }, { tenant: slug, token });
  return { tenant, admin, company, c, read };
}

describe("POST /api/uscis-notice/read", () => {
  it("reads a receipt notice and sets its receipt number against the case's", async () => {
    const w = await world();
    const res = await w.read(await noticePdf(RECEIPT_NOTICE));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data).toEqual({
      fields: { receiptNumber: "EAC2612345678", formType: "I-129", receivedDate: "2026-09-01", noticeDate: "2026-09-05", priorityDate: null, validFrom: null, validTo: null, beneficiary: "SHARMA, ARJUN", noticeType: "receipt", delivery: null },
      found: 6,
      receipt: "case_has_none",
      caseReceiptNumber: null,
      // The case does not wait for its receipt number (a new case): nothing is offered to enter.
      apply: null,
      blocked: "not_waiting",
    });
    // A case waiting for its receipt number is offered the receipt and the received date.
    const waiting = await createCase(w.tenant.id, { typeId: 1, subTypeId: 3, petitionerId: w.company.id, nextWorkflowActivity: "UPDATE_USCIS_RECEIPT_NUMBER" }, []);
    expect((await w.read(await noticePdf(RECEIPT_NOTICE), "n.pdf", waiting.id)).body.result.data).toMatchObject({ apply: { kind: "receipt", receiptNumber: "EAC2612345678", receiptDate: "2026-09-01" }, blocked: null });
    const withReceipt = await createCase(w.tenant.id, { typeId: 1, subTypeId: 3, petitionerId: w.company.id, receiptNumber: "EAC2612345678" }, []);
    expect((await w.read(await noticePdf(RECEIPT_NOTICE), "n.pdf", withReceipt.id)).body.result.data.receipt).toBe("same");
    const other = await createCase(w.tenant.id, { typeId: 1, subTypeId: 3, petitionerId: w.company.id, receiptNumber: "WAC2590054321" }, []);
    expect((await w.read(await noticePdf(RECEIPT_NOTICE), "n.pdf", other.id)).body.result.data).toMatchObject({ receipt: "different", caseReceiptNumber: "WAC2590054321", apply: null, blocked: "receipt_mismatch" });
  });

  it("refuses a scan without text, a picture and a bad case; keeps roles and firms apart", async () => {
    const w = await world();
    expectField(await w.read(await noticePdf([])), "file", NO_TEXT);
    expectField(await w.read(PNG, "notice.png"), "file", "Upload the notice as a PDF");
    expectField(await w.read(await noticePdf(RECEIPT_NOTICE), "n.pdf", "nope"), "petitionId");
    const client = await createUser(w.tenant, 50, { companyId: w.company.id });
    expect((await w.read(await noticePdf(RECEIPT_NOTICE), "n.pdf", w.c.id, client.token)).status).toBe(403);
    const other = await world();
    expect((await other.read(await noticePdf(RECEIPT_NOTICE), "n.pdf", w.c.id)).status).toBe(404);
  });
});
