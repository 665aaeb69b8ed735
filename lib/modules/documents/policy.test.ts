import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { initialBeneficiaryDocStatus, isDocumentStaff, readableCategories, seesOnlyOwnBeneficiaryDocs } from "./policy";

describe("document policy", () => {
  it("treats the law office's case roles as staff, not the subscriber, the I-9 user, petitioners or beneficiaries", () => {
    for (const r of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) expect(isDocumentStaff(r), String(r)).toBe(true);
    for (const r of [12, 49, 50, 51]) expect(isDocumentStaff(r), String(r)).toBe(false);
  });

  it("lets a beneficiary read only its documents, USCIS's answer and the green card's notices; others nothing", () => {
    expect(readableCategories(ROLE.ADMIN)).toHaveLength(8);
    expect(readableCategories(ROLE.PETITIONER)).toContain("gc_notices");
    expect(readableCategories(ROLE.PETITIONER)).toContain("rfe_response");
    expect(readableCategories(ROLE.PETITIONER)).toContain("perm_forms");
    expect(readableCategories(ROLE.BENEFICIARY)).not.toContain("perm_forms");
    expect(readableCategories(ROLE.PETITIONER)).toContain("scanned_copy");
    expect(readableCategories(ROLE.BENEFICIARY)).toEqual(["beneficiary_doc", "uscis_response", "gc_notices"]);
    expect(readableCategories(ROLE.I9_USER)).toEqual([]);
    expect(seesOnlyOwnBeneficiaryDocs(ROLE.BENEFICIARY)).toBe(true);
    expect(seesOnlyOwnBeneficiaryDocs(ROLE.PETITIONER)).toBe(false);
  });

  it("accepts staff-sent documents at once and queues the others for review", () => {
    expect(initialBeneficiaryDocStatus(ROLE.PARALEGAL)).toBe("accepted");
    expect(initialBeneficiaryDocStatus(ROLE.PETITIONER)).toBe("pending");
    expect(initialBeneficiaryDocStatus(ROLE.BENEFICIARY)).toBe("pending");
  });
});
