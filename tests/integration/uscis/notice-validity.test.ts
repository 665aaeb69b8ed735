// An approval notice's validity ("Valid from … to …") entered with USCIS's answer (issue 34 §2): stored on the
// case, shown in its details, and an extension reminder 6 months before the end for the case team.
import { describe, expect, it } from "vitest";
import "@/lib/modules/platform/jobs";
import { runQueuedJobs } from "@/lib/server/jobs/runner";
import { getDb } from "@/lib/server/db/client";
import { extensionDue } from "@/lib/modules/deadlines/rules";
import { createUser } from "../../factories";
import { awaitingUscisResponse, expectField, expectStatus, file, PDF, petitionRow, useTempFileStore } from "../documents/helpers";
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
