// The firm's permission map (spec section 6) is enforced: an admin turning an entry off in the
// firm's settings (/api/tenant/update) makes the next call of the endpoint it guards answer 403, and
// turning it on again allows it. LCA_CREATE and CAP_LCA_CREATE guard no endpoint yet (LCA is a later
// module): lib/shared/permissions.test.ts checks can() against the map.
import { describe, expect, it } from "vitest";
import { callApi, type ApiResult } from "../api";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser, uid } from "../../factories";
import { DEFAULT_PERMISSIONS, type Permission } from "@/lib/shared/constants/roles";
import { US_ADDRESS } from "../companies/fixtures";

function status(res: ApiResult): number {
  return res.status;
}

/** A firm with default permissions and a helper that saves the firm's map as its admin would. */
async function firmWithSettings() {
  const f = await createFirm();
  const call = (path: string, body: unknown, token: string) => callApi(path, body, { tenant: f.tenant.slug, token });
  const map: Record<string, Permission[]> = structuredClone(DEFAULT_PERMISSIONS);
  const setEntry = async (roleId: number, entry: Permission, on: boolean) => {
    const list = new Set(map[String(roleId)] ?? []);
    if (on) list.add(entry);
    else list.delete(entry);
    map[String(roleId)] = [...list];
    const res = await call("tenant/update", { permissions: map }, f.admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  return { ...f, call, setEntry };
}

describe("the firm's permission map guards its endpoints on the next call", () => {
  it("PETITIONER_INVITE: /api/auth/invite-petitioner", async () => {
    const f = await firmWithSettings();
    const branch = await createBranch(f.tenant.id);
    const manager = await createUser(f.tenant, 4, { branchId: branch.id });
    const invite = () => f.call("auth/invite-petitioner", { companyName: `Globex ${uid()}`, firstName: "Chris", lastName: "Doe", email: `c-${uid()}@example.com` }, manager.token);
    expect(status(await invite())).toBe(200);
    await f.setEntry(4, "PETITIONER_INVITE", false);
    const off = await invite();
    expect(off.status).toBe(403);
    expect(off.body.result.error?.code).toBe("FORBIDDEN");
    // Another role keeps its own entry.
    expect(status(await f.call("auth/invite-petitioner", { companyName: `Initech ${uid()}`, firstName: "A", lastName: "B", email: `a-${uid()}@example.com` }, f.admin.token))).toBe(200);
    await f.setEntry(4, "PETITIONER_INVITE", true);
    expect(status(await invite())).toBe(200);
  });

  it("BENEFICIARY_INVITE: /api/beneficiary/create (a petitioner adding a beneficiary to its company)", async () => {
    const f = await firmWithSettings();
    const company = await createCompany(f.tenant.id);
    const petitioner = await createUser(f.tenant, 50, { companyId: company.id });
    const add = () => f.call("beneficiary/create", { companyId: company.id, firstName: "Wei", lastName: `Zhang${uid().replace(/\d/g, "")}` }, petitioner.token);
    expect(status(await add())).toBe(200);
    await f.setEntry(50, "BENEFICIARY_INVITE", false);
    expect(status(await add())).toBe(403);
    await f.setEntry(50, "BENEFICIARY_INVITE", true);
    expect(status(await add())).toBe(200);
  });

  it("CASE_CREATE: /api/petition/create", async () => {
    const f = await firmWithSettings();
    const company = await createCompany(f.tenant.id);
    const worker = await createBeneficiary(f.tenant.id, { companyId: company.id });
    const fo = await createUser(f.tenant, 5);
    const create = (token: string) => f.call("petition/create", { petitionerId: company.id, beneficiaryIds: [worker.id] }, token);
    expect(status(await create(fo.token))).toBe(200);
    await f.setEntry(5, "CASE_CREATE", false);
    expect(status(await create(fo.token))).toBe(403);
    expect(status(await create(f.admin.token))).toBe(200);
    await f.setEntry(3, "CASE_CREATE", false);
    expect(status(await create(f.admin.token))).toBe(403);
    await f.setEntry(5, "CASE_CREATE", true);
    await f.setEntry(3, "CASE_CREATE", true);
    expect(status(await create(fo.token))).toBe(200);
    expect(status(await create(f.admin.token))).toBe(200);
  });

  it("PETITIONER_COMPLETE_PROFILE: /api/company/update by the petitioner of the company", async () => {
    const f = await firmWithSettings();
    const own = await createCompany(f.tenant.id, { registrationCompleted: false });
    const petitioner = await createUser(f.tenant, 50, { companyId: own.id });
    const complete = () => f.call("company/update", { id: own.id, feiNumber: "77-1234567", phone: "2025550100", address: US_ADDRESS }, petitioner.token);
    await f.setEntry(50, "PETITIONER_COMPLETE_PROFILE", false);
    const off = await complete();
    expect(off.status).toBe(403);
    const details = await f.call("company/details", { id: own.id }, f.admin.token);
    expect(details.body.result.data.registrationCompleted).toBe(false);
    // Staff still edit the client.
    expect(status(await f.call("company/update", { id: own.id, website: "https://own.example" }, f.admin.token))).toBe(200);
    await f.setEntry(50, "PETITIONER_COMPLETE_PROFILE", true);
    const on = await complete();
    expect(on.status).toBe(200);
    expect(on.body.result.data.registrationCompleted).toBe(true);
  });

  it("TASK_LIST: /api/todos/list and /api/reminders/save (an attorney has it by default; off once the firm turns it off)", async () => {
    const f = await firmWithSettings();
    const attorney = await createUser(f.tenant, 6);
    const todos = () => f.call("todos/list", {}, attorney.token);
    expect(status(await todos())).toBe(200);
    await f.setEntry(6, "TASK_LIST", false);
    expect(status(await todos())).toBe(403);
    expect(status(await f.call("reminders/save", { title: "Follow up", dueDate: "2026-04-01" }, attorney.token))).toBe(403);
    await f.setEntry(6, "TASK_LIST", true);
    expect(status(await todos())).toBe(200);
    expect(status(await f.call("reminders/save", { title: "Follow up", dueDate: "2026-04-01" }, attorney.token))).toBe(200);
  });

  it("tells the signed-in user the firm's entries for their role (login-user-details), fresh after a change", async () => {
    const f = await firmWithSettings();
    const fo = await createUser(f.tenant, 5);
    const me = () => f.call("users/login-user-details", {}, fo.token);
    expect((await me()).body.result.data.permissions).toEqual(["PETITIONER_INVITE", "TASK_LIST", "CASE_CREATE", "CAP_LCA_CREATE", "BENEFICIARY_INVITE"]);
    await f.setEntry(5, "CASE_CREATE", false);
    expect((await me()).body.result.data.permissions).toEqual(["PETITIONER_INVITE", "TASK_LIST", "CAP_LCA_CREATE", "BENEFICIARY_INVITE"]);
  });

  it("a firm whose map has no key for a role falls back to the defaults (front office may create cases)", async () => {
    const f = await firmWithSettings();
    await f.call("tenant/update", { permissions: { "3": DEFAULT_PERMISSIONS["3"] } }, f.admin.token);
    const company = await createCompany(f.tenant.id);
    const worker = await createBeneficiary(f.tenant.id, { companyId: company.id });
    const fo = await createUser(f.tenant, 5);
    expect(status(await f.call("petition/create", { petitionerId: company.id, beneficiaryIds: [worker.id] }, fo.token))).toBe(200);
  });
});
