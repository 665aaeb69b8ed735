// An approval notice's validity ("Valid from … to …") entered with USCIS's answer (issue 34 §2): stored on the
// case, shown in its details, and an extension reminder 6 months before the end for the case team — until the
// stay is extended: another live case of the firm for the same beneficiary approved to a later end.
import { describe, expect, it } from "vitest";
import "@/lib/modules/platform/jobs";
import { runQueuedJobs } from "@/lib/server/jobs/runner";
import { getDb } from "@/lib/server/db/client";
import { extensionDue } from "@/lib/modules/deadlines/rules";
import { ACTIVITY_CODES } from "@/lib/modules/workflow/definitions";
import { syncDeadlineReminders } from "@/lib/modules/reminders/deadline-scan";
import { createBeneficiary, createUser } from "../../factories";
import { awaitingUscisResponse, createCase, expectField, expectStatus, file, PDF, petitionRow, useTempFileStore } from "../documents/helpers";
import { deadlineReminders } from "../reminders/fixtures";
import { MSG } from "@/lib/shared/validation/messages";

useTempFileStore();

describe("an approval's validity entered on the case", () => {
  it("is stored with the approval, shown in the details, and makes the case team's extension reminder", async () => {
    const w = await awaitingUscisResponse();
    const attorney = await createUser(w.tenant, 6);
    const { petitionAssignments } = await import("@/db/schema/cases");
    await (await getDb()).insert(petitionAssignments).values({ tenantId: w.tenant.id, petitionId: w.petition.id, roleId: 6, userId: attorney.user.id });

    const res = await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "approved", responseDate: "02/15/2026", validityStart: "03/01/2026", validityEnd: "02/28/2029", file: file(PDF, "i797a.pdf") });
    expectStatus(res, 200);
    expect(await petitionRow(w.petition.id)).toMatchObject({ statusId: 22, validityStart: "2026-03-01", validityEnd: "2029-02-28" });
    expect((await w.call("petition/details", { id: w.petition.id })).body.result.data).toMatchObject({ validityStart: "2026-03-01", validityEnd: "2029-02-28" });

    await runQueuedJobs("deadlines.sync-case");
    const rows = (await deadlineReminders(w.tenant.id, w.petition.id)).filter((r) => r.deadlineKind === "validity.extension");
    expect(extensionDue("2029-02-28")).toBe("2028-08-28");
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.deadlineDate))).toEqual(new Set(["2028-08-28"]));
    expect(rows.every((r) => r.assigneeIds.includes(attorney.user.id))).toBe(true);
  });

  it("refuses half a validity or an end before its start (422); an RFE keeps no validity", async () => {
    const w = await awaitingUscisResponse();
    const base = { petitionId: w.petition.id, response: "approved", responseDate: "02/15/2026", file: file(PDF, "i797a.pdf") };
    expectField(await w.upload("petition/upload-uscis-docs", { ...base, validityStart: "03/01/2026" }), "validityEnd", MSG.required("Validity End Date"));
    expectField(await w.upload("petition/upload-uscis-docs", { ...base, validityEnd: "03/01/2026" }), "validityStart", MSG.required("Validity Start Date"));
    expectField(await w.upload("petition/upload-uscis-docs", { ...base, validityStart: "03/01/2026", validityEnd: "02/28/2026" }), "validityEnd", "The validity end cannot be earlier than its start");
    expectField(await w.upload("petition/upload-uscis-docs", { ...base, validityStart: "03/01/2026", validityEnd: "02/30/2029" }), "validityEnd", MSG.date);
    const rfe = await w.upload("petition/upload-uscis-docs", { ...base, response: "rfe", rfeNoticeDate: "02/15/2026", validityStart: "03/01/2026", validityEnd: "02/28/2029" });
    expectStatus(rfe, 200);
    expect(await petitionRow(w.petition.id)).toMatchObject({ validityStart: null, validityEnd: null });
  });

  it("is not entered on another firm's case (404) nor by a role without the step (403)", async () => {
    const w = await awaitingUscisResponse();
    const other = await awaitingUscisResponse();
    const body = { petitionId: w.petition.id, response: "approved", responseDate: "02/15/2026", validityStart: "03/01/2026", validityEnd: "02/28/2029", file: file(PDF, "i797a.pdf") };
    expect((await other.upload("petition/upload-uscis-docs", body)).status).toBe(404);
    expect((await w.upload("petition/upload-uscis-docs", body, w.beneficiaryUser.token)).status).toBe(403);
    expect(await petitionRow(w.petition.id)).toMatchObject({ validityEnd: null });
  });
});

type World = Awaited<ReturnType<typeof awaitingUscisResponse>>;

/** Another case of the firm of `w` naming `beneficiaryIds`, filed and received like awaitingUscisResponse's (its own receipt number), with its scanned copy. */
async function anotherAwaitingCase(w: World, beneficiaryIds: string[], receiptNumber: string, extra: Parameters<typeof createCase>[1] = {}) {
  const upTo = ACTIVITY_CODES.indexOf("UPDATE_USCIS_RESPONSE");
  const p = await createCase(
    w.tenant.id,
    {
      petitionerId: w.company.id,
      completedActivities: ACTIVITY_CODES.slice(0, upTo).filter((c) => !["LCA_REQUEST", "LCA_SUBMIT"].includes(c)),
      nextWorkflowActivity: "UPDATE_USCIS_RESPONSE",
      statusId: 13,
      receiptNumber,
      receiptDate: "2026-01-05",
      ...extra,
    },
    beneficiaryIds,
  );
  expectStatus(await w.upload("petition/upload-scanned-copy", { petitionId: p.id, file: file(PDF, "packet.pdf") }), 200);
  return p;
}

/** Enter the approval of `petitionId` valid from … to … (MM/DD/YYYY) and run the syncs it enqueued. */
async function approve(w: World, petitionId: string, validityStart: string, validityEnd: string) {
  expectStatus(await w.upload("petition/upload-uscis-docs", { petitionId, response: "approved", responseDate: "02/15/2026", validityStart, validityEnd, file: file(PDF, "i797a.pdf") }), 200);
  await runQueuedJobs("deadlines.sync-case");
}

/** The deadline dates of the case's open extension reminders. */
async function openExtension(tenantId: string, petitionId: string): Promise<Set<string | null>> {
  const rows = (await deadlineReminders(tenantId, petitionId)).filter((r) => r.deadlineKind === "validity.extension" && r.status === "open");
  return new Set(rows.map((r) => r.deadlineDate));
}

describe("an extended stay's extension reminder", () => {
  it("goes from the earlier case once a later case of the same beneficiary is approved to a later end", async () => {
    const w = await awaitingUscisResponse();
    await approve(w, w.petition.id, "07/01/2034", "06/30/2037");
    expect(await openExtension(w.tenant.id, w.petition.id)).toEqual(new Set([extensionDue("2037-06-30")]));

    const b = await anotherAwaitingCase(w, [w.beneficiary.id], "EAC2612345679");
    await approve(w, b.id, "07/01/2037", "06/29/2040");
    // B's entry synced A at once (no daily scan): A's reminder is dismissed, B's made.
    expect(await openExtension(w.tenant.id, w.petition.id)).toEqual(new Set());
    expect(await openExtension(w.tenant.id, b.id)).toEqual(new Set([extensionDue("2040-06-29")]));
    // The daily scan agrees.
    await syncDeadlineReminders(await getDb(), { tenantId: w.tenant.id }, new Date().toISOString().slice(0, 10));
    expect(await openExtension(w.tenant.id, w.petition.id)).toEqual(new Set());
    expect(await openExtension(w.tenant.id, b.id)).toEqual(new Set([extensionDue("2040-06-29")]));
  });

  it("a co-beneficiary's later case extends the shared case's stay too", async () => {
    const w = await awaitingUscisResponse();
    const spouse = await createBeneficiary(w.tenant.id, { companyId: w.company.id });
    const b = await anotherAwaitingCase(w, [w.beneficiary.id, spouse.id], "EAC2612345679");
    await approve(w, b.id, "07/01/2034", "06/30/2037");
    expect(await openExtension(w.tenant.id, b.id)).toEqual(new Set([extensionDue("2037-06-30")]));

    // The spouse's own later case, which does not name w.beneficiary, still extends B (they share the spouse).
    const c = await anotherAwaitingCase(w, [spouse.id], "EAC2612345680");
    await approve(w, c.id, "07/01/2037", "06/29/2040");
    expect(await openExtension(w.tenant.id, b.id)).toEqual(new Set());
    // A, which names only w.beneficiary, shares nothing with C.
    await approve(w, w.petition.id, "07/01/2034", "06/30/2038");
    expect(await openExtension(w.tenant.id, w.petition.id)).toEqual(new Set([extensionDue("2038-06-30")]));
  });

  it("stays for another beneficiary's later case, another firm's, and a deleted one", async () => {
    const w = await awaitingUscisResponse();
    await approve(w, w.petition.id, "07/01/2034", "06/30/2037");
    const due = new Set([extensionDue("2037-06-30")]);

    // Another beneficiary's case of the same firm, approved to a later end.
    const other = await createBeneficiary(w.tenant.id, { companyId: w.company.id });
    const c = await anotherAwaitingCase(w, [other.id], "EAC2612345679");
    await approve(w, c.id, "07/01/2037", "06/29/2040");
    // Another firm's case, approved to a later end.
    const f = await awaitingUscisResponse();
    await approve(f, f.petition.id, "07/01/2037", "06/29/2041");
    // A deleted case of the same beneficiary with a later validity.
    await createCase(w.tenant.id, { petitionerId: w.company.id, validityStart: "2037-07-01", validityEnd: "2042-06-29", deletedAt: new Date() }, [w.beneficiary.id]);

    // A's own sync and the daily scan keep its reminder.
    await syncDeadlineReminders(await getDb(), { tenantId: w.tenant.id, petitionId: w.petition.id }, new Date().toISOString().slice(0, 10));
    expect(await openExtension(w.tenant.id, w.petition.id)).toEqual(due);
    await syncDeadlineReminders(await getDb(), { tenantId: w.tenant.id }, new Date().toISOString().slice(0, 10));
    expect(await openExtension(w.tenant.id, w.petition.id)).toEqual(due);
    expect(await openExtension(w.tenant.id, c.id)).toEqual(new Set([extensionDue("2040-06-29")]));
    expect(await openExtension(f.tenant.id, f.petition.id)).toEqual(new Set([extensionDue("2041-06-29")]));
  });
});
