// Forms I-9 (issue 12 sections 1 and 3): /api/i9/create, list, details, get-active-i9-cases — started for
// an employee's employment with the rule 2 due dates (business days, federal holidays), the status each list
// shows (Section pending and overdue, reverification due or expired, terminated, eligible for purge) and
// retention kept in step with the termination (rule 1); happy path, 422, 409, 403, another firm's 404.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { i9Records } from "@/db/schema/i9";
import { getDb } from "@/lib/server/db/client";
import { createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";

const TODAY = "2026-11-25";

async function world() {
  const { tenant, admin } = await createFirm();
  const acme = await createCompany(tenant.id, { name: "Acme Robotics Inc" });
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const employee = async (body: Record<string, unknown>) => (await call("employees/create", { companyId: acme.id, firstName: "Ana", lastName: "Ruiz", ...body })).body.result.data;
  return { tenant, admin, acme, call, employee };
}

const statusesOf = (res: { body: { result: { data?: { employeeName: string; status: string }[] } } }) => res.body.result.data!.map((r) => `${r.employeeName}:${r.status}`);

describe("POST /api/i9/create, details", () => {
  it("starts the I-9 of the employment with Section 1 and 2 due dates (Thanksgiving skipped)", async () => {
    const w = await world();
    const e = await w.employee({ hireDate: "11/23/2026" });
    const res = await w.call("i9/create", { employeeId: e.id });
    expectStatus(res, 200);
    expect(res.body.message).toBe("Form I-9 started");
    const r = res.body.result.data;
    expect(r).toMatchObject({ employeeId: e.id, employeeName: "Ana Ruiz", employerName: "Acme Robotics Inc", edition: "01/20/25", hireDate: "2026-11-23", status: "section1_pending", section1Due: "2026-11-23", section2Due: "2026-11-27", overdueDays: 2, reverifyBy: null, retainUntil: null, purgeFrom: null });
    expect((await w.call("i9/details", { id: r.id })).body.result.data).toEqual({ ...r, citizenship: null, authorizedUntil: null, section1: null, duplicateSsn: false, section2: null, documents: [], lateNote: null, supplements: [], retentionFrom: null, supplementBUntil: null, rehireMayUseSupplementB: null, purgeBlock: "The employee still works here: a Form I-9 is kept for as long as the employment lasts (rule 1)", certificate: null, everify: null, documentCopies: [], photoMatchingCopyMissing: [] });
    // The same employment once; a short job's Section 2 on the first day.
    const again = await w.call("i9/create", { employeeId: e.id });
    expectStatus(again, 409);
    expect(again.body.message).toBe("This employment already has a Form I-9");
    const short = await w.call("i9/create", { employeeId: e.id, hireDate: "12/01/2026", shortJob: true });
    expect(short.body.result.data).toMatchObject({ hireDate: "2026-12-01", section2Due: "2026-12-01", overdueDays: null });
  });

  it("says what is wrong, 403 without I-9 access, 404 for another firm", async () => {
    const w = await world();
    const e = await w.employee({ hireDate: "11/02/2026" });
    expectField(await w.call("i9/create", { employeeId: "x" }), "employeeId");
    expectField(await w.call("i9/create", { employeeId: e.id, hireDate: "13/01/2026" }), "hireDate");
    expectField(await w.call("i9/create", { employeeId: e.id, shortJob: "maybe" }), "shortJob");
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/create", { employeeId: e.id }, attorney.token), 403);
    const r = (await w.call("i9/create", { employeeId: e.id })).body.result.data;
    expectStatus(await w.call("i9/details", { id: r.id }, attorney.token), 403);
    const other = await createFirm();
    const otherCall = (path: string, body: Record<string, unknown>) => callApi(path, body, { tenant: other.tenant.slug, token: other.admin.token });
    expectStatus(await otherCall("i9/create", { employeeId: e.id }), 404);
    expectStatus(await otherCall("i9/details", { id: r.id }), 404);
    expect((await otherCall("i9/list", {})).body.result.pagination?.total).toBe(0);
    // A petitioner reaches its own company's I-9s only.
    const mine = await createUser(w.tenant, 50, { companyId: w.acme.id });
    expectStatus(await w.call("i9/details", { id: r.id }, mine.token), 200);
    const elsewhere = await createUser(w.tenant, 50, { companyId: (await createCompany(w.tenant.id, { name: "Globex" })).id });
    expectStatus(await w.call("i9/details", { id: r.id }, elsewhere.token), 404);
  });
});

describe("POST /api/i9/list and get-active-i9-cases", () => {
  it("shows each I-9's status from its state and dates, and keeps retention in step with the termination", async () => {
    const w = await world();
    const db = await getDb();
    const start = async (first: string, hireDate: string) => (await w.call("i9/create", { employeeId: (await w.employee({ firstName: first, hireDate })).id })).body.result.data;
    const s1 = await start("Sec1", "11/30/2026");
    const s2 = await start("Sec2", "11/02/2026");
    await db.update(i9Records).set({ state: "section2_pending" }).where(eq(i9Records.id, s2.id));
    const done = await start("Done", "01/05/2026");
    await db.update(i9Records).set({ state: "complete", completedOn: "2026-01-07" }).where(eq(i9Records.id, done.id));
    const soon = await start("Soon", "01/05/2026");
    await db.update(i9Records).set({ state: "complete", reverifyBy: "2027-02-01" }).where(eq(i9Records.id, soon.id));
    const lapsed = await start("Lapsed", "01/05/2026");
    await db.update(i9Records).set({ state: "complete", reverifyBy: "2026-11-24" }).where(eq(i9Records.id, lapsed.id));
    const left = await start("Left", "01/05/2022");
    const old = await start("Old", "01/04/2021");

    // Terminations: retention computed on the employee's change (rule 1).
    await w.call("employees/update", { id: left.employeeId, terminationDate: "06/30/2026" });
    await w.call("employees/update", { id: old.employeeId, terminationDate: "06/30/2023" });
    expect((await w.call("i9/details", { id: left.id })).body.result.data).toMatchObject({ status: "terminated", retainUntil: "2027-06-30", purgeFrom: "2027-07-01" });
    expect((await w.call("i9/details", { id: old.id })).body.result.data).toMatchObject({ status: "eligible_for_purge", retainUntil: "2024-06-30", purgeFrom: "2024-07-01" });

    const all = await w.call("i9/list", { sortBy: "lastName", perpage: 50 });
    expect(all.body.result.pagination?.total).toBe(7);
    const by = Object.fromEntries(all.body.result.data.map((r: { employeeName: string; status: string; overdueDays: number | null }) => [r.employeeName.split(" ")[0], [r.status, r.overdueDays]]));
    expect(by).toEqual({
      Sec1: ["section1_pending", null],
      Sec2: ["section2_pending", 20],
      Done: ["complete", null],
      Soon: ["reverification_due", null],
      Lapsed: ["expired_authorization", null],
      Left: ["terminated", null],
      Old: ["eligible_for_purge", null],
    });
    expect(statusesOf(await w.call("i9/list", { filter: { matcher: { statuses: ["reverification_due", "expired_authorization"] } }, sortBy: "reverifyBy" }))).toEqual(["Lapsed Ruiz:expired_authorization", "Soon Ruiz:reverification_due"]);
    expect(statusesOf(await w.call("i9/list", { filter: { matcher: { employeeId: s1.employeeId } } }))).toEqual(["Sec1 Ruiz:section1_pending"]);
    expect(statusesOf(await w.call("i9/list", { search: "lapsed" }))).toEqual(["Lapsed Ruiz:expired_authorization"]);
    // Reinstated: no retention any more.
    await w.call("employees/update", { id: left.employeeId, terminationDate: null });
    expect((await w.call("i9/details", { id: left.id })).body.result.data).toMatchObject({ status: "section1_pending", retainUntil: null, purgeFrom: null });

    const active = await w.call("i9/get-active-i9-cases", { perpage: 50 });
    expect(active.body.result.pagination?.total).toBe(6);
    expect(statusesOf(active)).not.toContain("Old Ruiz:eligible_for_purge");
    expect((await w.call("i9/get-active-i9-cases", { filter: { matcher: { statuses: ["eligible_for_purge"] } } })).body.result.pagination?.total).toBe(0);
    expectField(await w.call("i9/list", { filter: { matcher: { statuses: ["lost"] } } }), "filter.matcher.statuses.0");
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/get-active-i9-cases", {}, attorney.token), 403);
  });
});

describe("POST /api/i9/activity-list", () => {
  it("answers the record's trail with its employee's changes, newest first, with who and from where", async () => {
    const w = await world();
    const e = await w.employee({ hireDate: "11/02/2026", externalId: "T-1" });
    const r = (await w.call("i9/create", { employeeId: e.id })).body.result.data;
    await w.call("employees/update", { id: e.id, workLocation: "Austin, TX" });
    const res = await w.call("i9/activity-list", { id: r.id });
    expectStatus(res, 200);
    expect(res.body.result.pagination).toEqual({ page: 1, perpage: 25, total: 3 });
    expect(res.body.result.data.map((x: { action: string; actorKind: string; actorName: string }) => [x.action, x.actorKind, x.actorName])).toEqual([
      ["employee.updated", "user", w.admin.user.name],
      ["i9.created", "user", w.admin.user.name],
      ["employee.created", "user", w.admin.user.name],
    ]);
    expectField(await w.call("i9/activity-list", { id: r.id, perpage: 500 }), "perpage");
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/activity-list", { id: r.id }, attorney.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("i9/activity-list", { id: r.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });
});

describe("POST /api/i9/export-csv", () => {
  it("answers the whole filtered list as CSV in the list's order", async () => {
    const w = await world();
    for (const [first, hireDate] of [["Zoe", "11/02/2026"], ["Amir", "11/30/2026"]] as const) {
      await w.call("i9/create", { employeeId: (await w.employee({ firstName: first, hireDate })).id });
    }
    const { POST } = await import("@/app/api/i9/export-csv/route");
    const ask = (body: Record<string, unknown>, token = w.admin.token, slug = w.tenant.slug) =>
      POST(
        new Request(`http://${slug}.localhost:3000/api/i9/export-csv`, {
          method: "POST",
          headers: { host: `${slug}.localhost:3000`, "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ today: TODAY, ...body }),
        }),
      );
    const res = await ask({ sortBy: "hireDate" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="i9-forms-2026-11-25.csv"');
    const lines = (await res.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Employee,Employer,Hire date,Termination date,Status,Days overdue,Section 1 due,Section 2 due,Reverify by,Keep until,Purge from,Edition,Legal hold,Late note");
    expect(lines.slice(1)).toEqual([
      "Zoe Ruiz,Acme Robotics Inc,2026-11-02,,Section 1 pending,23,2026-11-02,2026-11-05,,,,01/20/25,No,",
      "Amir Ruiz,Acme Robotics Inc,2026-11-30,,Section 1 pending,,2026-11-30,2026-12-03,,,,01/20/25,No,",
    ]);
    const filtered = await ask({ search: "amir" });
    expect((await filtered.text()).trim().split("\r\n")).toHaveLength(2);
    const attorney = await createUser(w.tenant, 6);
    expect((await ask({}, attorney.token)).status).toBe(403);
    expect((await ask({ sortBy: "salary" })).status).toBe(422);
    // Another firm's export holds none of these forms: the header alone.
    const other = await createFirm();
    const foreign = await ask({}, other.admin.token, other.tenant.slug);
    expect((await foreign.text()).trim().split("\r\n")).toHaveLength(1);
  });
});
