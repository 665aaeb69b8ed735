// The PAF checklist (domain rule 7, 20 CFR 655.760(a)): the items an H-1B-dependent employer's or a
// willful violator's file adds, and the usual items' states.
import { describe, expect, it } from "vitest";
import { pafItemStatuses, type PafChecklistLca } from "./paf-checklist";

const lca = (over: Partial<PafChecklistLca> = {}): PafChecklistLca => ({ successorEntity: false, pwCents: 12_000_000, pwSource: "OEWS", h1bDependent: false, willfulViolator: false, exemptWorkersOnly: null, ...over });
const states = (l: PafChecklistLca, uploaded: string[] = [], workers: unknown[] = []) =>
  Object.fromEntries(pafItemStatuses(l, new Set(uploaded), workers, false).map((i) => [i.kind, `${i.status}${i.required ? "*" : ""}`]));

const DEPENDENT_KINDS = ["H1B_WORKER_LIST", "EXEMPT_WORKERS", "RECRUITMENT_SUMMARY"];

describe("PAF checklist", () => {
  it("an employer neither H-1B-dependent nor a willful violator: the usual items only", () => {
    expect(states(lca())).toEqual({
      CERTIFIED_LCA: "missing*",
      WAGE_RATE: "missing*",
      ACTUAL_WAGE: "missing*",
      PREVAILING_WAGE: "generated*",
      NOTICE: "missing*",
      BENEFITS: "missing*",
      SUCCESSOR: "not-applicable",
      WORKER_RECEIPT: "not-applicable",
      OTHER: "optional",
    });
    // Unanswered is not "yes".
    for (const k of DEPENDENT_KINDS) expect(states(lca({ h1bDependent: null, willfulViolator: null }))).not.toHaveProperty(k);
  });

  it("H-1B-dependent: the recruitment summary is required, the exempt-worker list and documentation listed", () => {
    const s = states(lca({ h1bDependent: true }));
    expect(s).toMatchObject({ H1B_WORKER_LIST: "optional", EXEMPT_WORKERS: "optional", RECRUITMENT_SUMMARY: "missing*" });
    expect(Object.keys(s)).toEqual(["CERTIFIED_LCA", "WAGE_RATE", "ACTUAL_WAGE", "PREVAILING_WAGE", "NOTICE", "BENEFITS", "SUCCESSOR", "WORKER_RECEIPT", ...DEPENDENT_KINDS, "OTHER"]);
  });

  it("a willful violator alone adds them too; uploads fill them", () => {
    expect(states(lca({ willfulViolator: true }))).toMatchObject({ H1B_WORKER_LIST: "optional", EXEMPT_WORKERS: "optional", RECRUITMENT_SUMMARY: "missing*" });
    expect(states(lca({ willfulViolator: true }), ["RECRUITMENT_SUMMARY", "EXEMPT_WORKERS"])).toMatchObject({ EXEMPT_WORKERS: "uploaded", RECRUITMENT_SUMMARY: "uploaded*" });
  });

  it("a file uploaded for a dependent item stays listed after the answers change to no", () => {
    const s = states(lca(), ["RECRUITMENT_SUMMARY"]);
    expect(s.RECRUITMENT_SUMMARY).toBe("uploaded");
    expect(s).not.toHaveProperty("H1B_WORKER_LIST");
  });

  it("successor and workers make their items required; the prevailing wage needs its source to count as generated", () => {
    expect(states(lca({ successorEntity: true, pwSource: null }), [], [{}])).toMatchObject({ SUCCESSOR: "missing*", WORKER_RECEIPT: "missing*", PREVAILING_WAGE: "missing*" });
  });

  it("the exempt-workers answer (ETA-9035 section H, 20 CFR 655.737) decides which dependent items are required", () => {
    // Only exempt workers: their list and documentation are required; no recruitment summary is owed.
    expect(states(lca({ h1bDependent: true, exemptWorkersOnly: true }))).toMatchObject({ H1B_WORKER_LIST: "missing*", EXEMPT_WORKERS: "missing*", RECRUITMENT_SUMMARY: "not-applicable" });
    expect(states(lca({ willfulViolator: true, exemptWorkersOnly: true }), ["H1B_WORKER_LIST"])).toMatchObject({ H1B_WORKER_LIST: "uploaded*", EXEMPT_WORKERS: "missing*" });
    // Not only exempt workers: the recruitment summary is required, the exempt items are not needed.
    expect(states(lca({ h1bDependent: true, exemptWorkersOnly: false }))).toMatchObject({ H1B_WORKER_LIST: "not-applicable", EXEMPT_WORKERS: "not-applicable", RECRUITMENT_SUMMARY: "missing*" });
    // The answer alone, without dependency or a willful violation, adds nothing.
    const neither = states(lca({ exemptWorkersOnly: true }));
    for (const k of DEPENDENT_KINDS) expect(neither).not.toHaveProperty(k);
  });
});
