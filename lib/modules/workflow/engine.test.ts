// The engine decides without a database: given a case, the firm's workflow and a step, what changes.
import { describe, expect, it } from "vitest";
import type { PetitionRow } from "@/db/schema/cases";
import { AppError } from "@/lib/server/errors";
import { ROLE } from "@/lib/shared/constants/roles";
import { defaultWorkflow } from "./definitions";
import { planCompletion } from "./engine";

const wf = defaultWorkflow();
const admin = { userId: "u1", roleId: ROLE.ADMIN, tenantId: "t1" };
const caseAt = (completed: string[], next: string | null, statusId = 1) =>
  ({ id: "p1", tenantId: "t1", completedActivities: completed, nextWorkflowActivity: next, statusId }) as unknown as PetitionRow;
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
  return null;
};

describe("planCompletion", () => {
  it("completes the next step: progress, next included step, the step's default status, history text", () => {
    const plan = planCompletion(wf, { petition: caseAt([], "CREATE_PETITION", 0), code: "CREATE_PETITION", actor: admin });
    expect(plan.patch).toEqual({ completedActivities: ["CREATE_PETITION"], nextWorkflowActivity: "SUBMIT_BY_BENEFICIARY", statusId: 1 });
    expect(plan.message).toBe("Create case completed");
    expect(plan.before).toEqual({ completedActivities: [], nextWorkflowActivity: "CREATE_PETITION", statusId: 0 });
    expect(plan.entry?.code).toBe("CREATE_PETITION");
  });

  it("carries the action's own columns, message and status", () => {
    const plan = planCompletion(wf, {
      petition: caseAt(["CREATE_PETITION"], "SUBMIT_BY_BENEFICIARY"),
      code: "SUBMIT_BY_BENEFICIARY",
      actor: admin,
      patch: { title: "New title" },
      message: "Submitted",
      statusId: 7,
    });
    expect(plan.patch).toMatchObject({ title: "New title", statusId: 7, nextWorkflowActivity: "SUBMIT_TO_LAW_FIRM" });
    expect(plan.after).toMatchObject({ title: "New title", statusId: 7 });
    expect(plan.message).toBe("Submitted");
  });

  it("409 when the step is done or not the next one; 403 when the role may not act", () => {
    expect(codeOf(() => planCompletion(wf, { petition: caseAt(["CREATE_PETITION"], "SUBMIT_BY_BENEFICIARY"), code: "CREATE_PETITION", actor: admin }))).toBe("CONFLICT");
    expect(codeOf(() => planCompletion(wf, { petition: caseAt([], "CREATE_PETITION"), code: "ASSIGN_SUPERVISOR", actor: admin }))).toBe("CONFLICT");
    const paralegal = { ...admin, roleId: ROLE.PARALEGAL };
    expect(codeOf(() => planCompletion(wf, { petition: caseAt([], "CREATE_PETITION"), code: "CREATE_PETITION", actor: paralegal }))).toBe("FORBIDDEN");
    // The caller may have decided who acts already; the step must still be the next one.
    expect(codeOf(() => planCompletion(wf, { petition: caseAt([], "CREATE_PETITION"), code: "CREATE_PETITION", actor: paralegal, roleChecked: true }))).toBeNull();
  });

  it("out of sequence: records the step and keeps the current next step", () => {
    const plan = planCompletion(wf, { petition: caseAt(["CREATE_PETITION"], "SUBMIT_BY_BENEFICIARY"), code: "USCIS_APPROVED", actor: admin, outOfSequence: true });
    expect(plan.patch.completedActivities).toEqual(["CREATE_PETITION", "USCIS_APPROVED"]);
    expect(plan.patch.nextWorkflowActivity).toBe("SUBMIT_BY_BENEFICIARY");
  });
});
