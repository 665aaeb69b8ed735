// Employees for Form I-9 (issue 12 section 1): /api/employees/list, create, update, details, employers,
// import-preview, import — who reaches which employer (firm admins every one and the firm itself, a branch
// manager its branch's clients, a petitioner its company, an I-9 user the employers it was given), the
// checks, the CSV import from an HR system, the append-only audit trail; happy path, 422, 403, another
// firm's 404.
import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { i9Events, i9UserEmployers } from "@/db/schema/i9";
import { getDb } from "@/lib/server/db/client";
import { MSG } from "@/lib/shared/validation/messages";
import { createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { callUpload, expectField, expectStatus, file } from "../documents/helpers";

async function world() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "Austin");
  const acme = await createCompany(tenant.id, { name: "Acme Robotics Inc", branchId: branch.id });
  const globex = await createCompany(tenant.id, { name: "Globex Analytics" });
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, body, { tenant: tenant.slug, token });
  const upload = (path: string, fields: Parameters<typeof callUpload>[1], token = admin.token) => callUpload(path, fields, { tenant: tenant.slug, token });
  return { tenant, admin, branch, acme, globex, call, upload };
}

const ana = { firstName: "Ana", lastName: "Ruiz", hireDate: "03/02/2026", email: "ana@acme.example", externalId: "E-100", workLocation: "Austin, TX" };

const eventsOf = async (tenantId: string, employeeId: string) =>
  (await (await getDb()).select().from(i9Events).where(and(eq(i9Events.tenantId, tenantId), eq(i9Events.employeeId, employeeId)))).map((e) => ({ action: e.action, detail: e.detail }));

describe("POST /api/employees/create, update, details, list", () => {
  it("adds an employee to a client, changes and terminates it, and keeps the trail", async () => {
    const w = await world();
    const created = await w.call("employees/create", { ...ana, companyId: w.acme.id, middleInitial: "m" });
    expectStatus(created, 200);
    expect(created.body.message).toBe("Employee added");
    const e = created.body.result.data;
    expect(e).toMatchObject({ companyId: w.acme.id, employerName: "Acme Robotics Inc", name: "Ana Ruiz", middleInitial: "M", hireDate: "2026-03-02", terminationDate: null, status: "active", externalId: "E-100" });

    const moved = await w.call("employees/update", { id: e.id, workLocation: "Dallas, TX" });
    expect(moved.body.result.data.workLocation).toBe("Dallas, TX");
    const ended = await w.call("employees/update", { id: e.id, terminationDate: "10/30/2026" });
    expect(ended.body.result.data).toMatchObject({ terminationDate: "2026-10-30", status: "terminated" });
    expect((await w.call("employees/details", { id: e.id })).body.result.data.status).toBe("terminated");
    expect(await eventsOf(w.tenant.id, e.id)).toEqual(
      expect.arrayContaining([
        { action: "employee.created", detail: {} },
        { action: "employee.updated", detail: { fields: ["workLocation"] } },
        { action: "employee.terminated", detail: { fields: ["terminationDate"] } },
      ]),
    );
    // The trail is append-only.
    const refused = async (q: ReturnType<typeof sql>) => {
      const err = (await (await getDb()).execute(q).then(() => null, (x: { message: string; cause?: { message: string } }) => x)) ?? { message: "no error" };
      return err.cause?.message ?? err.message;
    };
    expect(await refused(sql`update i9_events set action = 'x' where employee_id = ${e.id}`)).toMatch(/append-only/);
    expect(await refused(sql`delete from i9_events where employee_id = ${e.id}`)).toMatch(/append-only/);

    // The firm's own employees (companyId null) and the list's filters.
    expectStatus(await w.call("employees/create", { firstName: "Bo", lastName: "Chen", hireDate: "01/05/2026", companyId: null }), 200);
    expectStatus(await w.call("employees/create", { firstName: "Cy", lastName: "Diaz", hireDate: "01/05/2026", companyId: w.globex.id }), 200);
    const all = await w.call("employees/list", {});
    expect(all.body.result.data.map((r: { name: string }) => r.name)).toEqual(["Bo Chen", "Cy Diaz", "Ana Ruiz"]);
    expect(all.body.result.data[0].employerName).toBe(w.tenant.name);
    const firmOnly = await w.call("employees/list", { filter: { matcher: { employers: ["firm"] } } });
    expect(firmOnly.body.result.data.map((r: { name: string }) => r.name)).toEqual(["Bo Chen"]);
    const terminated = await w.call("employees/list", { filter: { matcher: { status: "terminated" } } });
    expect(terminated.body.result.pagination?.total).toBe(1);
    expect((await w.call("employees/list", { search: "e-100" })).body.result.data.map((r: { name: string }) => r.name)).toEqual(["Ana Ruiz"]);
    expect((await w.call("employees/list", { sortBy: "hireDate", sortOrder: "desc" })).body.result.data[0].name).toBe("Ana Ruiz");
  });

  it("says what is wrong", async () => {
    const w = await world();
    expectField(await w.call("employees/create", { ...ana, firstName: "" }), "firstName");
    expectField(await w.call("employees/create", { ...ana, hireDate: "02/30/2026" }), "hireDate");
    expectField(await w.call("employees/create", { ...ana, terminationDate: "01/01/2026" }), "terminationDate", "The termination date cannot be before the hire date");
    expectField(await w.call("employees/create", { ...ana, middleInitial: "MX" }), "middleInitial", "Middle initial must be one letter");
    expectField(await w.call("employees/create", { ...ana, ssn: "123456789" }), "ssn", "Unknown field");
    expectField(await w.call("employees/create", ana), "companyId", "Choose an employer");
    const e = (await w.call("employees/create", { ...ana, companyId: w.acme.id })).body.result.data;
    expectField(await w.call("employees/create", { ...ana, companyId: w.acme.id }), "externalId", "Another employee of this employer has this Employee ID");
    // The same HR id at another employer is another person.
    expectStatus(await w.call("employees/create", { ...ana, companyId: w.globex.id }), 200);
    expectField(await w.call("employees/update", { id: e.id }), "body", MSG.unableToUpdate);
    expectField(await w.call("employees/update", { id: e.id, terminationDate: "02/01/2026" }), "terminationDate", "The termination date cannot be before the hire date");
    expectField(await w.call("employees/create", { ...ana, externalId: "E-2", companyId: "4b4c1fd0-2f7e-4a47-9c3c-1e2d3f4a5b6c" }), "companyId", "Choose an employer you work for");
  });

  it("reaches employers by role: branch manager, petitioner, I-9 user; 403 without I-9; 404 across firms", async () => {
    const w = await world();
    const a = (await w.call("employees/create", { ...ana, companyId: w.acme.id })).body.result.data;
    const g = (await w.call("employees/create", { firstName: "Cy", lastName: "Diaz", hireDate: "01/05/2026", companyId: w.globex.id })).body.result.data;
    const f = (await w.call("employees/create", { firstName: "Bo", lastName: "Chen", hireDate: "01/05/2026", companyId: null })).body.result.data;
    const names = async (token: string) => (await w.call("employees/list", {}, token)).body.result.data.map((r: { name: string }) => r.name);

    const manager = await createUser(w.tenant, 4, { branchId: w.branch.id });
    expect(await names(manager.token)).toEqual(["Ana Ruiz"]);
    expectStatus(await w.call("employees/details", { id: g.id }, manager.token), 404);
    expect((await w.call("employees/employers", {}, manager.token)).body.result.data).toEqual([{ id: w.acme.id, name: "Acme Robotics Inc" }]);
    expectField(await w.call("employees/create", { firstName: "X", lastName: "Y", hireDate: "01/05/2026", companyId: null }, manager.token), "companyId", "Choose an employer");

    const client = await createUser(w.tenant, 50, { companyId: w.globex.id });
    expect(await names(client.token)).toEqual(["Cy Diaz"]);
    // A petitioner's employee is its company's whatever it names.
    const mine = await w.call("employees/create", { firstName: "Di", lastName: "Evans", hireDate: "01/05/2026", companyId: w.acme.id }, client.token);
    expect(mine.body.result.data.companyId).toBe(w.globex.id);

    const clerk = await createUser(w.tenant, 49);
    expect(await names(clerk.token)).toEqual([]);
    await (await getDb()).insert(i9UserEmployers).values([
      { tenantId: w.tenant.id, userId: clerk.user.id, companyId: w.acme.id },
      { tenantId: w.tenant.id, userId: clerk.user.id, companyId: null },
    ]);
    expect(await names(clerk.token)).toEqual(["Bo Chen", "Ana Ruiz"]);
    expect((await w.call("employees/employers", {}, clerk.token)).body.result.data).toEqual([{ id: null, name: w.tenant.name }, { id: w.acme.id, name: "Acme Robotics Inc" }]);
    expectStatus(await w.call("employees/update", { id: g.id, workLocation: "x" }, clerk.token), 404);
    expectStatus(await w.call("employees/update", { id: f.id, workLocation: "HQ" }, clerk.token), 200);

    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("employees/list", {}, attorney.token), 403);
    expectStatus(await w.call("employees/create", ana, attorney.token), 403);

    const other = await createFirm();
    const otherCall = (path: string, body: Record<string, unknown>) => callApi(path, body, { tenant: other.tenant.slug, token: other.admin.token });
    expectStatus(await otherCall("employees/details", { id: a.id }), 404);
    expectStatus(await otherCall("employees/update", { id: a.id, workLocation: "x" }), 404);
    expect((await otherCall("employees/list", {})).body.result.pagination?.total).toBe(0);
  });
});

describe("POST /api/employees/import-preview and import", () => {
  const csv = (lines: string[]) => file(Buffer.from(lines.join("\n")), "hr-export.csv", "text/csv");
  const HEADER = "EMPLOYEE_ID,FIRST_NAME,LAST_NAME,EMAIL,HIRE_DATE,TERMINATION_DATE,WORK_LOCATION";

  it("previews every row, then adds new employees and updates those the employer has, all or nothing", async () => {
    const w = await world();
    const existing = (await w.call("employees/create", { ...ana, companyId: w.acme.id })).body.result.data;
    const good = csv([HEADER, "E-100,Ana,Ruiz,ana@acme.example,03/02/2026,10/30/2026,Austin TX", "E-101,Ben,Ortiz,,2026-04-01,,Austin TX", "E-102,Cleo,Park,cleo@acme.example,04/15/2026,,"]);
    const preview = await w.upload("employees/import-preview", { companyId: w.acme.id, file: good });
    expectStatus(preview, 200);
    expect(preview.body.result.data).toMatchObject({ fileName: "hr-export.csv", total: 3, creates: 2, updates: 1, invalid: 0 });
    expect(preview.body.result.data.rows.map((r: { line: number; action: string }) => `${r.line}:${r.action}`)).toEqual(["2:update", "3:create", "4:create"]);
    expect((await w.call("employees/list", {})).body.result.pagination?.total).toBe(1);

    const saved = await w.upload("employees/import", { companyId: w.acme.id, file: good });
    expectStatus(saved, 200);
    expect(saved.body).toMatchObject({ message: "2 added, 1 updated", result: { data: { created: 2, updated: 1 } } });
    expect((await w.call("employees/details", { id: existing.id })).body.result.data).toMatchObject({ terminationDate: "2026-10-30", workLocation: "Austin TX", status: "terminated" });
    expect((await w.call("employees/list", { filter: { matcher: { employers: [w.acme.id] } } })).body.result.pagination?.total).toBe(3);
    expect(await eventsOf(w.tenant.id, existing.id)).toEqual(expect.arrayContaining([{ action: "employee.imported", detail: { fields: ["terminationDate", "workLocation"], file: "hr-export.csv" } }]));
  });

  it("names each row's errors and saves nothing while any remains", async () => {
    const w = await world();
    const bad = csv([HEADER, "E-1,Ana,Ruiz,,02/30/2026,,", "E-2,,Ortiz,,04/01/2026,,", "E-1,Cleo,Park,,04/15/2026,,", "E-3,Dan,Lee,,04/15/2026,,"]);
    const preview = await w.upload("employees/import-preview", { companyId: w.globex.id, file: bad });
    expect(preview.body.result.data).toMatchObject({ total: 4, creates: 1, updates: 0, invalid: 3 });
    expect(preview.body.result.data.rows.slice(0, 3)).toEqual([
      { line: 2, name: "Ana Ruiz", action: null, errors: { HIRE_DATE: expect.any(String) } },
      { line: 3, name: "Ortiz", action: null, errors: { FIRST_NAME: expect.any(String) } },
      { line: 4, name: "Cleo Park", action: null, errors: { EMPLOYEE_ID: "Repeats line 2" } },
    ]);
    expectField(await w.upload("employees/import", { companyId: w.globex.id, file: bad }), "file", "3 row(s) have errors: check the file first");
    expect((await w.call("employees/list", {})).body.result.pagination?.total).toBe(0);
    expectField(await w.upload("employees/import-preview", { companyId: w.globex.id, file: csv(["NAME,HIRE_DATE", "Ana,03/02/2026"]) }), "file", "Missing columns: FIRST_NAME, LAST_NAME");
    expectField(await w.upload("employees/import-preview", { companyId: w.globex.id, file: file(Buffer.from("%PDF-1.4"), "hr.pdf", "application/pdf") }), "file");
  });

  it("is refused without I-9 access (403), and another firm's employer is not one to choose", async () => {
    const w = await world();
    const attorney = await createUser(w.tenant, 6);
    const one = csv([HEADER, "E-1,Ana,Ruiz,,03/02/2026,,"]);
    expectStatus(await w.upload("employees/import-preview", { companyId: w.acme.id, file: one }, attorney.token), 403);
    const other = await createFirm();
    const res = await callUpload("employees/import-preview", { companyId: w.acme.id, file: one }, { tenant: other.tenant.slug, token: other.admin.token });
    expectField(res, "companyId", "Choose an employer you work for");
  });
});

describe("POST /api/i9/user-employers and set-user-employers", () => {
  it("the firm's admin gives an I-9 user employers, which is then what it reaches", async () => {
    const w = await world();
    await w.call("employees/create", { ...ana, companyId: w.acme.id });
    await w.call("employees/create", { firstName: "Bo", lastName: "Chen", hireDate: "01/05/2026", companyId: null });
    const clerk = await createUser(w.tenant, 49);
    const listed = await w.call("i9/user-employers", {});
    expectStatus(listed, 200);
    expect(listed.body.result.data).toEqual([{ userId: clerk.user.id, name: clerk.user.name, email: clerk.user.email, employers: [] }]);

    const set = await w.call("i9/set-user-employers", { userId: clerk.user.id, employers: ["firm", w.acme.id, w.acme.id] });
    expectStatus(set, 200);
    expect(set.body).toMatchObject({ message: "Employers saved", result: { data: { userId: clerk.user.id, employers: [{ id: null, name: w.tenant.name }, { id: w.acme.id, name: "Acme Robotics Inc" }] } } });
    expect((await w.call("employees/list", {}, clerk.token)).body.result.data.map((r: { name: string }) => r.name)).toEqual(["Bo Chen", "Ana Ruiz"]);
    expectStatus(await w.call("i9/set-user-employers", { userId: clerk.user.id, employers: [w.globex.id] }), 200);
    expect((await w.call("employees/list", {}, clerk.token)).body.result.data).toEqual([]);
  });

  it("says what is wrong, 403 for who is not the firm's admin, 404 for a user who is no I-9 user here", async () => {
    const w = await world();
    const clerk = await createUser(w.tenant, 49);
    expectField(await w.call("i9/set-user-employers", { userId: clerk.user.id, employers: ["nobody"] }), "employers.0");
    const other = await createFirm();
    const foreign = await createCompany(other.tenant.id, { name: "Initech" });
    expectField(await w.call("i9/set-user-employers", { userId: clerk.user.id, employers: [foreign.id] }), "employers", "Choose employers among the firm's clients");
    const manager = await createUser(w.tenant, 4, { branchId: w.branch.id });
    expectStatus(await w.call("i9/set-user-employers", { userId: clerk.user.id, employers: [] }, manager.token), 403);
    expectStatus(await w.call("i9/user-employers", {}, clerk.token), 403);
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/set-user-employers", { userId: attorney.user.id, employers: [] }), 404);
    expectStatus(await callApi("i9/set-user-employers", { userId: clerk.user.id, employers: [] }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });
});
