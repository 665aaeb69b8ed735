import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { auditLog } from "@/db/schema/platform";
import { createBranch, createCompany, createFirm } from "../../factories";
import { callApi } from "../api";
import { caseFirm, completeCode, expectField, expectStatus, user } from "./fixtures";

describe("POST /api/petition/update", () => {
  it("changes title, deadline, premium, branch and beneficiaries, with a history line and audit", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const branch2 = await createBranch(f.tenant.id, "Uptown");
    const res = await f.call("petition/update", {
      id: c.id,
      title: "Amended petition",
      deadlineDate: "2031-01-31",
      premiumProcessing: true,
      premiumForm: "I129",
      branchId: branch2.id,
      beneficiaryIds: [f.worker2.id, f.worker.id],
    });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({
      title: "Amended petition",
      deadlineDate: "2031-01-31",
      premiumProcessing: true,
      branch: { id: branch2.id, name: "Uptown" },
      beneficiaryName: "Lucas Moreau",
    });
    const history = await f.call("petition/activity-list", { id: c.id });
    expect(history.body.result.data[0].message).toBe("Case details updated: title, deadline date, premium processing, premium form, branch, beneficiaries");
    const db = await getDb();
    const audits = await db.select({ action: auditLog.action, after: auditLog.after }).from(auditLog).where(and(eq(auditLog.tenantId, f.tenant.id), eq(auditLog.entityId, c.id))).orderBy(asc(auditLog.id));
    expect(audits.at(-1)).toMatchObject({ action: "petition.update", after: { title: "Amended petition", beneficiaryIds: [f.worker2.id, f.worker.id] } });
    // null clears
    const cleared = await f.call("petition/update", { id: c.id, deadlineDate: null, premiumProcessing: false });
    expect(cleared.body.result.data).toMatchObject({ deadlineDate: null, premiumProcessing: false, premiumForm: null });
  });

  it("rejects an empty update and bad values (422)", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const empty = await f.call("petition/update", { id: c.id });
    expectStatus(empty, 422);
    expect(empty.body.message).toBe("Unable to update");
    expectField(await f.call("petition/update", { id: c.id, deadlineDate: "31/31/2030" }), "deadlineDate", "Date must be a valid format (MM/DD/YYYY)");
    expectField(await f.call("petition/update", { id: c.id, beneficiaryIds: [] }), "beneficiaryIds", "*Beneficiary is required");
  });

  it("custom case number: needs the option, the matching confirmation, and completes ASSIGN_CUSTOM_CASE_NO", async () => {
    const f = await caseFirm();
    const c = await f.create();
    expectField(await f.call("petition/update", { id: c.id, customCaseNumber: "X-1", confirmCaseNumber: "X-1" }), "customCaseNumber", "Custom case numbers are not enabled for this case");
    expectField(
      await f.call("petition/update", { id: c.id, allowCustomCaseNo: true, customCaseNumber: "X-1", confirmCaseNumber: "X-2" }),
      "confirmCaseNumber",
      "The Conform Case Number confirmation does not match",
    );
    const enabled = await f.call("petition/update", { id: c.id, allowCustomCaseNo: true });
    expect(enabled.body.result.data.customCaseNumberAssigned).toBe(false);
    const ok = await f.call("petition/update", { id: c.id, customCaseNumber: "X-1", confirmCaseNumber: "X-1" });
    expectStatus(ok, 200);
    expect(ok.body.result.data).toMatchObject({ customCaseNumber: "X-1", customCaseNumberAssigned: true });
    expect(ok.body.result.data.completedActivities).toContain("ASSIGN_CUSTOM_CASE_NO");
    const other = await f.create({ allowCustomCaseNo: true });
    expectStatus(await f.call("petition/update", { id: other.id, customCaseNumber: "X-1", confirmCaseNumber: "X-1" }), 409, "CONFLICT");
  });

  it("editing is blocked for roles 50, 3 and 11 after SUBMIT_TO_LAW_FIRM, not for front office (5)", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const pet = await user(f, 50, { companyId: f.company.id });
    const lca = await user(f, 11);
    const fo = await user(f, 5);
    expectStatus(await f.call("petition/update", { id: c.id, title: "Before submit" }, pet.token), 200);
    await completeCode(f, c.id, "SUBMIT_TO_LAW_FIRM");
    for (const token of [f.admin.token, pet.token, lca.token]) {
      const res = await f.call("petition/update", { id: c.id, title: "After submit" }, token);
      expectStatus(res, 403, "FORBIDDEN");
      expect(res.body.message).toBe("This case has been submitted to the law firm; your role can no longer edit it");
    }
    const details = await f.call("petition/details", { id: c.id });
    expect(details.body.result.data.editable).toBe(false);
    expectStatus(await f.call("petition/update", { id: c.id, title: "Front office edit" }, fo.token), 200);
  });

  it("filing fee: only after SUBMIT_TO_LAW_FIRM, by FILING_FEE / MANAGER_LIST editors and admins", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const fo = await user(f, 5);
    const att = await user(f, 6);
    expectStatus(await f.call("petition/update", { id: c.id, filingFeeCents: 46000 }, fo.token), 409, "CONFLICT");
    await completeCode(f, c.id, "SUBMIT_TO_LAW_FIRM");
    const ok = await f.call("petition/update", { id: c.id, filingFeeCents: 46000 }, fo.token);
    expectStatus(ok, 200);
    expect(ok.body.result.data.filingFeeCents).toBe(46000);
    // an admin is edit-blocked for fields but keeps the filing fee
    expectStatus(await f.call("petition/update", { id: c.id, filingFeeCents: 78000 }), 200);
    expectStatus(await f.call("petition/update", { id: c.id, filingFeeCents: 1 }, att.token), 403, "FORBIDDEN");
    expectField(await f.call("petition/update", { id: c.id, filingFeeCents: -5 }), "filingFeeCents", "Minimum value 0 is required");
  });

  it("a petitioner edits only their company's cases (another company's case is 404); a branch manager may not move a case", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const otherCo = await createCompany(f.tenant.id, { name: "Other Co" });
    const stranger = await user(f, 50, { companyId: otherCo.id });
    expectStatus(await f.call("petition/update", { id: c.id, title: "x" }, stranger.token), 404, "NOT_FOUND");
    const own = await user(f, 50, { companyId: f.company.id });
    expectStatus(await f.call("petition/update", { id: c.id, title: "Own edit" }, own.token), 200);
    const bm = await user(f, 4, { branchId: f.branch.id });
    const other = await createBranch(f.tenant.id, "Elsewhere");
    expectStatus(await f.call("petition/update", { id: c.id, branchId: other.id }, bm.token), 403, "FORBIDDEN");
    expectStatus(await f.call("petition/update", { id: c.id, title: "Branch edit" }, bm.token), 200);
  });

  it("a beneficiary (51) may not update (403); another firm's case is 404", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const ben = await user(f, 51);
    expectStatus(await f.call("petition/update", { id: c.id, title: "x" }, ben.token), 403, "FORBIDDEN");
    const other = await createFirm();
    const res = await callApi("petition/update", { id: c.id, title: "x" }, { tenant: other.tenant.slug, token: other.admin.token });
    expectStatus(res, 404, "NOT_FOUND");
  });
});
