import { describe, expect, it } from "vitest";
import { createFirm } from "../../factories";
import { callApi } from "../api";
import { caseFirm, completeCode, expectStatus, setCase, user } from "./fixtures";

describe("POST /api/petition/activity-list", () => {
  it("lists the history newest first with actor names and roles, paginated (default 1000)", async () => {
    const f = await caseFirm();
    const c = await f.create();
    await f.call("petition/update", { id: c.id, title: "Renamed" });
    await completeCode(f, c.id, "SUBMIT_BY_BENEFICIARY");
    const res = await f.call("petition/activity-list", { id: c.id });
    expectStatus(res, 200);
    expect(res.body.result.pagination).toEqual({ page: 1, perpage: 1000, total: 3 });
    const rows = res.body.result.data;
    expect(rows.map((r: { message: string }) => r.message)).toEqual(["Beneficiary submits questionnaire completed", "Case details updated: title", "Case created"]);
    expect(rows[2]).toMatchObject({ activityCode: "CREATE_PETITION", actorUserId: f.admin.user.id, actorName: f.admin.user.name, actorRoleId: 3, actorRoleName: "Admin" });
    const page2 = await f.call("petition/activity-list", { id: c.id, page: 2, perpage: 2 });
    expect(page2.body.result.data.map((r: { message: string }) => r.message)).toEqual(["Case created"]);
  });

  it("404 for another firm or an invisible case, 403 for an I-9 user, 422 for a bad perpage", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const other = await createFirm();
    expectStatus(await callApi("petition/activity-list", { id: c.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404, "NOT_FOUND");
    const stranger = await user(f, 51);
    expectStatus(await f.call("petition/activity-list", { id: c.id }, stranger.token), 404, "NOT_FOUND");
    expectStatus(await f.call("petition/activity-list", { id: c.id }, (await user(f, 49)).token), 403, "FORBIDDEN");
    expectStatus(await f.call("petition/activity-list", { id: c.id, perpage: 1001 }), 422, "VALIDATION_ERROR");
  });
});

describe("POST /api/petition/get-stats-by-user", () => {
  it("counts visible cases by status, statistics case type, open/closed and my tasks", async () => {
    const f = await caseFirm();
    const h1 = await f.create();
    await f.create({ typeId: 3, subTypeId: 15 });
    await f.create({ typeId: 7, subTypeId: 28 });
    const done = await f.create();
    await setCase(f, done.id, { statusId: 22 });
    await completeCode(f, h1.id, "SUBMIT_BY_BENEFICIARY"); // next: SUBMIT_TO_LAW_FIRM (editors 50, 5)
    const res = await f.call("petition/get-stats-by-user", {});
    expectStatus(res, 200);
    const s = res.body.result.data;
    expect(s).toMatchObject({ total: 4, active: 3, closed: 1, byCaseType: { h1b: 2, perm: 1, i140: 1, adj_status_i485: 0, i130: 1, i485: 1 } });
    expect(s.byStatus).toEqual([
      { statusId: 1, statusName: "Case Started", count: 2 },
      { statusId: 2, statusName: "Questionnaire Submitted", count: 1 },
      { statusId: 22, statusName: "Case Approved", count: 1 },
    ]);
    // Admins may act on every step: every open case is a task.
    expect(s.myTasks).toBe(3);
    // Front office (5) acts on SUBMIT_TO_LAW_FIRM; the beneficiary step is not theirs.
    const fo = await user(f, 5);
    expect((await f.call("petition/get-stats-by-user", {}, fo.token)).body.result.data.myTasks).toBe(1);
  });

  it("counts only the caller's cases (petitioner) and refuses an I-9 user; another firm counts none", async () => {
    const f = await caseFirm();
    await f.create();
    const pet = await user(f, 50, { companyId: f.company.id });
    expect((await f.call("petition/get-stats-by-user", {}, pet.token)).body.result.data.total).toBe(1);
    const stranger = await user(f, 50);
    expect((await f.call("petition/get-stats-by-user", {}, stranger.token)).body.result.data.total).toBe(0);
    expectStatus(await f.call("petition/get-stats-by-user", {}, (await user(f, 49)).token), 403, "FORBIDDEN");
    const other = await createFirm();
    expect((await callApi("petition/get-stats-by-user", {}, { tenant: other.tenant.slug, token: other.admin.token })).body.result.data.total).toBe(0);
  });
});
