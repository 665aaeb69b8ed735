import { describe, expect, it } from "vitest";
import type { WorkflowEntry } from "@/db/schema/cases";
import { permProgress } from "@/lib/modules/perm/workflow";
import { caseStage, permNextStep, type CaseStageInput, type GcStageInput } from "./case-stage";
import { defaultGcWorkflow } from "./gc-definitions";
import { defaultPermWorkflow } from "./perm-definitions";

const permEntries = defaultPermWorkflow();
const gcEntries = defaultGcWorkflow();
const without = (entries: WorkflowEntry[], ...codes: string[]) => entries.map((e) => (codes.includes(e.code) ? { ...e, include: false } : e));
const perm = (statusId: number, more: Partial<CaseStageInput["perm"] & object> = {}) => ({ statusId, filedDate: null, auditResponseDate: null, pwdStatusId: 16, ...more });
const stage = (s: GcStageInput["stage"], status: GcStageInput["status"], receiptNumber: string | null = "IOE0912345678"): GcStageInput => ({ stage: s, status, receiptNumber });
const gc = (over: Partial<CaseStageInput>): CaseStageInput => ({ subTypeId: 15, perm: null, stages: [], permEntries, gcEntries, ...over });

describe("a PERM or green-card case's status and next step from its records", () => {
  it("leaves other cases, and a green card with no PERM record and no filed stage, to their own workflow", () => {
    expect(caseStage(gc({ subTypeId: 1, perm: perm(21) }))).toBeNull();
    expect(caseStage(gc({ subTypeId: null, perm: perm(21) }))).toBeNull();
    expect(caseStage(gc({}))).toBeNull();
    expect(caseStage(gc({ stages: [stage("i140", "not_filed", null)] }))).toBeNull();
  });

  it("follows the PERM record's status 17–21 with its next step on the firm's list", () => {
    expect(caseStage(gc({ perm: perm(17) }))).toEqual({ statusId: 17, activity: "PERM_QUESTIONNAIRE_FINALIZED" });
    expect(caseStage(gc({ perm: perm(18) }))).toEqual({ statusId: 18, activity: "PERM_DRAFT_CREATED" });
    expect(caseStage(gc({ perm: perm(19) }))).toEqual({ statusId: 19, activity: "PERM_DRAFT_APPROVED" });
    expect(caseStage(gc({ perm: perm(20) }))).toEqual({ statusId: 20, activity: "PERM_FILED" });
    expect(caseStage(gc({ perm: perm(21, { filedDate: "2026-03-02" }) }))).toEqual({ statusId: 21, activity: "PERM_DOL_DECISION" });
    expect(caseStage(gc({ perm: perm(27, { filedDate: "2026-03-02" }) }))).toEqual({ statusId: 27, activity: "PERM_AUDIT_RESPONSE" });
    expect(caseStage(gc({ perm: perm(29, { filedDate: "2026-03-02" }) }))).toEqual({ statusId: 29, activity: "PERM_DOL_DECISION" });
    // A firm without the questionnaire checkpoint goes from the advertisements to the draft.
    expect(caseStage(gc({ perm: perm(17), permEntries: without(permEntries, "PERM_QUESTIONNAIRE_FINALIZED") }))).toEqual({ statusId: 17, activity: "PERM_DRAFT_CREATED" });
  });

  it("shows the PWD's status (14, 15) while recruitment waits on the determination", () => {
    expect(caseStage(gc({ perm: perm(17, { pwdStatusId: 14 }) }))).toEqual({ statusId: 14, activity: "PERM_QUESTIONNAIRE_FINALIZED" });
    expect(caseStage(gc({ perm: perm(17, { pwdStatusId: 15 }) }))).toEqual({ statusId: 15, activity: "PERM_QUESTIONNAIRE_FINALIZED" });
    expect(caseStage(gc({ perm: perm(17, { pwdStatusId: null }) }))).toEqual({ statusId: 17, activity: "PERM_QUESTIONNAIRE_FINALIZED" });
    expect(caseStage(gc({ perm: perm(18, { pwdStatusId: 15 }) }))).toEqual({ statusId: 18, activity: "PERM_DRAFT_CREATED" });
  });

  it("a certified PERM: the green card files its I-140 next, still open; a labor certification case is done", () => {
    expect(caseStage(gc({ perm: perm(22) }))).toEqual({ statusId: 3, activity: "GC_I140_FILED" });
    expect(caseStage(gc({ subTypeId: 12, perm: perm(22) }))).toEqual({ statusId: 22, activity: null });
    expect(caseStage(gc({ perm: perm(23) }))).toEqual({ statusId: 23, activity: null });
    expect(caseStage(gc({ perm: perm(31) }))).toEqual({ statusId: 31, activity: null });
  });

  it("then the I-140 and the I-485: filed (receipt received), RFE, approved, denied", () => {
    const certified = perm(22);
    expect(caseStage(gc({ perm: certified, stages: [stage("i140", "filed")] }))).toEqual({ statusId: 13, activity: "GC_I140_DECIDED" });
    expect(caseStage(gc({ perm: certified, stages: [stage("i140", "filed", null)] }))).toEqual({ statusId: 12, activity: "GC_I140_DECIDED" });
    expect(caseStage(gc({ perm: certified, stages: [stage("i140", "rfe")] }))).toEqual({ statusId: 24, activity: "GC_I140_DECIDED" });
    expect(caseStage(gc({ perm: certified, stages: [stage("i140", "approved")] }))).toEqual({ statusId: 3, activity: "GC_I485_FILED" });
    expect(caseStage(gc({ perm: certified, stages: [stage("i140", "denied")] }))).toEqual({ statusId: 23, activity: null });
    const i140 = stage("i140", "approved");
    expect(caseStage(gc({ perm: certified, stages: [i140, stage("i485", "filed")] }))).toEqual({ statusId: 13, activity: "GC_I765" });
    expect(caseStage(gc({ perm: certified, stages: [i140, stage("i485", "filed")], gcEntries: without(gcEntries, "GC_I765", "GC_I131") }))).toEqual({ statusId: 13, activity: "GC_I485_DECIDED" });
    expect(caseStage(gc({ perm: certified, stages: [i140, stage("i485", "rfe")] }))).toEqual({ statusId: 24, activity: "GC_I485_DECIDED" });
    expect(caseStage(gc({ perm: certified, stages: [i140, stage("i485", "approved")] }))).toEqual({ statusId: 22, activity: null });
    expect(caseStage(gc({ perm: certified, stages: [i140, stage("i485", "denied")] }))).toEqual({ statusId: 23, activity: null });
    expect(caseStage(gc({ perm: certified, stages: [i140, stage("i485", "withdrawn")] }))).toEqual({ statusId: 31, activity: null });
    // An I-485 filed beside a pending I-140 (concurrent filing): the I-485 is the latest stage.
    expect(caseStage(gc({ perm: certified, stages: [stage("i140", "filed"), stage("i485", "filed")] }))).toEqual({ statusId: 13, activity: "GC_I140_DECIDED" });
  });

  it("an EB-1 or NIW without PERM follows its I-140", () => {
    expect(caseStage(gc({ stages: [stage("i140", "filed")] }))).toEqual({ statusId: 13, activity: "GC_I140_DECIDED" });
  });

  it("reads the PERM record's next step as the PERM module does, on every status and list", () => {
    const lists = [permEntries, without(permEntries, "PERM_QUESTIONNAIRE_FINALIZED"), without(permEntries, "PERM_DRAFT_APPROVED"), without(permEntries, "PERM_QUESTIONNAIRE_FINALIZED", "PERM_DRAFT_APPROVED")];
    for (const entries of lists) {
      for (const statusId of [17, 18, 19, 20, 21, 22, 23, 27, 28, 29, 31]) {
        for (const filedDate of [null, "2026-03-02"]) {
          const p = { statusId, filedDate, auditResponseDate: null };
          expect(permNextStep(entries, p), `status ${statusId}`).toBe(permProgress(entries, p).next);
        }
      }
    }
  });
});
