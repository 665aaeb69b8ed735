import { describe, expect, it } from "vitest";
import { defaultPermWorkflow } from "@/lib/modules/workflow/perm-definitions";
import { PERM_STATUS as S } from "./constants";
import { permProgress } from "./workflow";

const defaults = defaultPermWorkflow();
const without = (...codes: string[]) => defaults.map((e) => (codes.includes(e.code) ? { ...e, include: false } : e));
const at = (statusId: number, more: { filedDate?: string; auditResponseDate?: string } = {}) => ({ statusId, filedDate: more.filedDate ?? null, auditResponseDate: more.auditResponseDate ?? null });

describe("permProgress (the PERM record on the firm's PERM activity list)", () => {
  it("walks the default list from the advertisements to the decision", () => {
    expect(permProgress(defaults, at(S.ADVERTISEMENTS))).toEqual({ completed: [], next: "PERM_QUESTIONNAIRE_FINALIZED" });
    expect(permProgress(defaults, at(S.QUESTIONNAIRE_FINALIZED)).next).toBe("PERM_DRAFT_CREATED");
    expect(permProgress(defaults, at(S.DRAFT_CREATED)).next).toBe("PERM_DRAFT_APPROVED");
    expect(permProgress(defaults, at(S.DRAFT_APPROVED))).toEqual({ completed: ["PERM_QUESTIONNAIRE_FINALIZED", "PERM_DRAFT_CREATED", "PERM_DRAFT_APPROVED"], next: "PERM_FILED" });
    expect(permProgress(defaults, at(S.SUBMITTED, { filedDate: "2026-03-02" })).next).toBe("PERM_DOL_DECISION");
    expect(permProgress(defaults, at(S.CERTIFIED, { filedDate: "2026-03-02" }))).toEqual({
      completed: ["PERM_QUESTIONNAIRE_FINALIZED", "PERM_DRAFT_CREATED", "PERM_DRAFT_APPROVED", "PERM_FILED", "PERM_DOL_DECISION"],
      next: null,
    });
  });

  it("an audit or supervised-recruitment letter makes its answer the next step; after the answer the decision is", () => {
    expect(permProgress(defaults, at(S.AUDIT, { filedDate: "2026-03-02" })).next).toBe("PERM_AUDIT_RESPONSE");
    expect(permProgress(defaults, at(S.SUPERVISED_RECRUITMENT, { filedDate: "2026-03-02" })).next).toBe("PERM_AUDIT_RESPONSE");
    const answered = permProgress(defaults, at(S.AUDIT_RESPONSE_SUBMITTED, { filedDate: "2026-03-02", auditResponseDate: "2026-05-01" }));
    expect(answered.completed).toContain("PERM_AUDIT_RESPONSE");
    expect(answered.next).toBe("PERM_DOL_DECISION");
    // Certified after an audit keeps the answer among the steps done; certified without one does not list it.
    expect(permProgress(defaults, at(S.CERTIFIED, { filedDate: "2026-03-02", auditResponseDate: "2026-05-01" })).completed).toContain("PERM_AUDIT_RESPONSE");
    expect(permProgress(defaults, at(S.CERTIFIED, { filedDate: "2026-03-02" })).completed).not.toContain("PERM_AUDIT_RESPONSE");
  });

  it("a firm without the questionnaires checkpoint waits on the draft from the advertisements", () => {
    const entries = without("PERM_QUESTIONNAIRE_FINALIZED");
    expect(permProgress(entries, at(S.ADVERTISEMENTS))).toEqual({ completed: [], next: "PERM_DRAFT_CREATED" });
    // A record marked finalized before the firm left the step out does not list it, nor go back.
    expect(permProgress(entries, at(S.QUESTIONNAIRE_FINALIZED))).toEqual({ completed: [], next: "PERM_DRAFT_CREATED" });
  });

  it("a firm without the attorney's separate review files from the draft created", () => {
    const entries = without("PERM_DRAFT_APPROVED");
    expect(permProgress(entries, at(S.DRAFT_CREATED))).toEqual({ completed: ["PERM_QUESTIONNAIRE_FINALIZED", "PERM_DRAFT_CREATED"], next: "PERM_FILED" });
    expect(permProgress(entries, at(S.DRAFT_APPROVED)).next).toBe("PERM_FILED");
  });

  it("a withdrawal before filing ends the list with the decision only; after filing the filing stays done", () => {
    expect(permProgress(defaults, at(S.WITHDRAWN))).toEqual({ completed: ["PERM_DOL_DECISION"], next: null });
    expect(permProgress(defaults, at(S.WITHDRAWN, { filedDate: "2026-03-02" })).completed).toContain("PERM_FILED");
  });
});
