import { describe, expect, it } from "vitest";
import { noticeApply, readI797 } from "./notice";

// The text layer of an I-797C receipt notice as a PDF reader gives it: labels and values on separate lines.
const RECEIPT = `THE UNITED STATES OF AMERICA
Receipt Number
EAC-26-123-45678
Case Type
I129 - PETITION FOR A NONIMMIGRANT WORKER
Received Date
09/01/2026
Priority Date
Page
1 of 1
Notice Date
9/5/2026
Petitioner
ACME ROBOTICS INC
Beneficiary
SHARMA, ARJUN
Notice Type: Receipt Notice
Form I-797C 07/11/14`;

const APPROVAL = `I-797A, Notice of Action Receipt Number WAC2590054321 Case Type I-129 Received Date 10/02/2025 Priority Date 02/29/2024
Notice Date 02/28/2026 Beneficiary(ies) FERNANDEZ, LUCIA Notice Type: Approval Notice
Class: H1B Valid from 03/01/2026 to 02/29/2028`;

describe("reading an I-797", () => {
  it("finds the receipt number, form, dates, beneficiary and notice type of a receipt notice laid out line by line", () => {
    expect(readI797(RECEIPT)).toEqual({
      receiptNumber: "EAC2612345678",
      formType: "I-129",
      receivedDate: "2026-09-01",
      noticeDate: "2026-09-05",
      priorityDate: null,
      validFrom: null,
      validTo: null,
      beneficiary: "SHARMA, ARJUN",
      noticeType: "receipt",
      delivery: null,
    });
  });

  it("reads an approval's validity, Feb 29 included", () => {
    expect(readI797(APPROVAL)).toMatchObject({ receiptNumber: "WAC2590054321", formType: "I-129", priorityDate: "2024-02-29", noticeDate: "2026-02-28", validFrom: "2026-03-01", validTo: "2028-02-29", beneficiary: "FERNANDEZ, LUCIA", noticeType: "approval" });
  });

  it("finds nothing it cannot read: no receipt number of an unknown service centre, no impossible date", () => {
    const r = readI797("Receipt Number ABC2612345678 Received Date 02/30/2026 Notice Type: Request for Evidence");
    expect(r).toMatchObject({ receiptNumber: null, receivedDate: null, noticeType: "rfe" });
    expect(readI797("a letter with no notice in it")).toMatchObject({ receiptNumber: null, formType: null, noticeType: null, beneficiary: null });
  });
});

describe("how the notice reached the firm", () => {
  it("a printed notice is mailed; one that says it went to the online account came electronically", () => {
    expect(readI797(RECEIPT).delivery).toBeNull();
    expect(readI797(`${APPROVAL}\nThis notice was sent electronically to your USCIS online account.`).delivery).toBe("electronic");
    const rfe = { ...readI797("Receipt Number WAC2590054321 Notice Date 01/15/2026 Notice Type: Request for Evidence"), delivery: "electronic" as const };
    expect(noticeApply(rfe, { receiptNumber: "WAC2590054321", nextWorkflowActivity: "UPDATE_USCIS_RESPONSE", completedActivities: ["UPDATE_USCIS_RECEIPT_NUMBER"], scannedCopies: 1 }).apply).toMatchObject({ response: "rfe", servedByMail: false });
  });
});

describe("entering a read notice on its case", () => {
  const waitingForReceipt = { receiptNumber: null, nextWorkflowActivity: "UPDATE_USCIS_RECEIPT_NUMBER", completedActivities: ["SUBMIT_TO_USCIS", "COURIER_TRACKING"], scannedCopies: 1 };
  const received = { receiptNumber: "WAC2590054321", nextWorkflowActivity: "UPDATE_USCIS_RESPONSE", completedActivities: ["UPDATE_USCIS_RECEIPT_NUMBER"], scannedCopies: 1 };

  it("a receipt notice fills the receipt number and the received date while the case waits for them", () => {
    expect(noticeApply(readI797(RECEIPT), waitingForReceipt)).toEqual({ apply: { kind: "receipt", receiptNumber: "EAC2612345678", receiptDate: "2026-09-01" }, blocked: null });
    // Without the received date the notice date is the receipt's date.
    const noReceived = { ...readI797(RECEIPT), receivedDate: null };
    expect(noticeApply(noReceived, waitingForReceipt).apply).toMatchObject({ receiptDate: "2026-09-05" });
    expect(noticeApply(readI797(RECEIPT), { ...waitingForReceipt, nextWorkflowActivity: "COURIER_TRACKING" })).toEqual({ apply: null, blocked: "not_waiting" });
    expect(noticeApply(readI797(RECEIPT), { ...received, receiptNumber: "EAC2612345678" })).toEqual({ apply: null, blocked: "no_change" });
    expect(noticeApply({ ...readI797(RECEIPT), receiptNumber: null }, waitingForReceipt)).toEqual({ apply: null, blocked: "incomplete" });
  });

  it("an approval, RFE or NOID of the case's own receipt records USCIS's answer on the notice date", () => {
    // An approval enters its validity (Feb 29 included), which tracks the stay's end.
    expect(noticeApply(readI797(APPROVAL), received)).toEqual({
      apply: { kind: "response", response: "approved", responseDate: "2026-02-28", validityStart: "2026-03-01", validityEnd: "2028-02-29" },
      blocked: null,
    });
    expect(noticeApply({ ...readI797(APPROVAL), validTo: null }, received).apply).toEqual({ kind: "response", response: "approved", responseDate: "2026-02-28" });
    // An RFE or NOID USCIS mailed is served by mail (8 CFR 103.8(b)): 87 days, not 84.
    expect(noticeApply({ ...readI797(APPROVAL), noticeType: "rfe" }, received).apply).toEqual({ kind: "response", response: "rfe", responseDate: "2026-02-28", servedByMail: true });
    expect(noticeApply({ ...readI797(APPROVAL), noticeType: "noid" }, received).apply).toMatchObject({ response: "noid", servedByMail: true });
    // Not before the case has its receipt; never for another receipt number; other notices change nothing.
    expect(noticeApply(readI797(APPROVAL), waitingForReceipt)).toEqual({ apply: null, blocked: "not_waiting" });
    expect(noticeApply(readI797(APPROVAL), { ...received, receiptNumber: "EAC2612345678" })).toEqual({ apply: null, blocked: "receipt_mismatch" });
    expect(noticeApply({ ...readI797(APPROVAL), noticeType: "transfer" }, received)).toEqual({ apply: null, blocked: "no_change" });
    expect(noticeApply({ ...readI797(APPROVAL), noticeDate: null }, received)).toEqual({ apply: null, blocked: "incomplete" });
    expect(noticeApply(readI797(APPROVAL), { ...received, scannedCopies: 0 })).toEqual({ apply: null, blocked: "no_scanned_copy" });
  });
});
