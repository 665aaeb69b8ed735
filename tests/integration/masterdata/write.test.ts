import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { callApi } from "../api";
import { createFirm, createTenant, createUser, uid } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { auditLog, masterData } from "@/db/schema/platform";

type Row = { id: number; name: string; parentId: number | null; custom: boolean; active: boolean; [k: string]: unknown };

async function citiesOf(slug: string, token: string | undefined, search: string) {
  const res = await callApi<Row[]>("masterdata/list", { category: "locations", matcher: { stateId: 3956, search } }, { tenant: slug, token });
  return res.body.result.data ?? [];
}

describe("POST /api/masterdata/add", () => {
  it("lets a firm admin (role 3) add a city only its own firm sees, audited", async () => {
    const { tenant, admin } = await createFirm();
    const name = `Hamlet ${uid()}`;
    const res = await callApi<Row>("masterdata/add", { category: "locations", name, parentId: 3956 }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    const row = res.body.result.data;
    expect(row).toMatchObject({ name, parentId: 3956, stateId: 3956, custom: true, active: true });
    expect(row?.id).toBeGreaterThanOrEqual(100000);

    const second = await callApi<Row>("masterdata/add", { category: "locations", name: `${name} North`, parentId: 3956 }, { tenant: tenant.slug, token: admin.token });
    expect(second.body.result.data?.id).toBe((row?.id ?? 0) + 1);

    expect((await citiesOf(tenant.slug, undefined, name)).map((r) => r.name).sort()).toEqual([name, `${name} North`]);
    const other = await createTenant();
    expect(await citiesOf(other.slug, undefined, name)).toEqual([]);
    // the payload's tenantId is ignored: the host names the tenant
    const spoof = await callApi<Row[]>(
      "masterdata/list",
      { category: "locations", tenantId: tenant.id, matcher: { stateId: 3956, search: name } },
      { tenant: other.slug },
    );
    expect(spoof.body.result.data).toEqual([]);

    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityId, `locations:${row?.id}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "masterdata.add", actorUserId: admin.user.id, entityType: "master_data" });
  });

  it("lets role 2 add a country with zip rules for its firm", async () => {
    const tenant = await createTenant();
    const settings = await createUser(tenant, 2);
    const name = `Atlantis ${uid()}`;
    const res = await callApi<Row>(
      "masterdata/add",
      { category: "countries", name, extra: { iso2: "zz", callingCode: "+999", minZipcodeLength: 4, zipcodeLength: 6, allowNumAndCharInZipcode: true } },
      { tenant: tenant.slug, token: settings.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ name, iso2: "ZZ", minZipcodeLength: 4, zipcodeLength: 6, allowNumAndCharInZipcode: true, custom: true });
  });

  it("lets the platform admin (role 1) add a global carrier every firm sees", async () => {
    const tenant = await createTenant();
    const platform = await createUser(tenant, 1);
    const name = `Courier ${uid()}`;
    const res = await callApi<Row>("masterdata/add", { category: "carriers", name, extra: { website: "https://courier.example.com" } }, { tenant: tenant.slug, token: platform.token });
    expect(res.status).toBe(200);
    const row = res.body.result.data;
    expect(row).toMatchObject({ name, custom: false, website: "https://courier.example.com" });
    expect(row?.id).toBeLessThan(100000);
    const other = await createTenant();
    const seen = await callApi<Row[]>("masterdata/list", { category: "carriers", matcher: { search: name } }, { tenant: other.slug });
    expect(seen.body.result.data).toEqual([expect.objectContaining({ id: row?.id, name, custom: false })]);
  });

  it("answers 403 to roles that may not write master data", async () => {
    const tenant = await createTenant();
    for (const roleId of [4, 8, 50]) {
      const u = await createUser(tenant, roleId);
      const res = await callApi("masterdata/add", { category: "carriers", name: `Courier ${uid()}` }, { tenant: tenant.slug, token: u.token });
      expect(res.status, `role ${roleId}`).toBe(403);
      expect(res.body.result.error?.code).toBe("FORBIDDEN");
    }
  });

  it("answers 401 without a session", async () => {
    const tenant = await createTenant();
    const res = await callApi("masterdata/add", { category: "carriers", name: "Nobody" }, { tenant: tenant.slug });
    expect(res.status).toBe(401);
  });

  it("validates the category, the parent, the extra fields and duplicate names", async () => {
    const { tenant, admin } = await createFirm();
    const call = (body: unknown) => callApi("masterdata/add", body, { tenant: tenant.slug, token: admin.token });
    const unknown = await call({ category: "planets", name: "Mars" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.result.error?.fields).toHaveProperty("category", "Category not valid");
    const noParent = await call({ category: "states", name: "Province X" });
    expect(noParent.status).toBe(422);
    expect(noParent.body.result.error?.fields).toHaveProperty("parentId", "*Country is required");
    const badParent = await call({ category: "locations", name: "Nowhere", parentId: 99999 });
    expect(badParent.status).toBe(422);
    expect(badParent.body.result.error?.fields).toHaveProperty("parentId", "State not valid");
    const noDesignation = await call({ category: "soc_codes", name: "Prompt Engineers" });
    expect(noDesignation.status).toBe(422);
    expect(noDesignation.body.result.error?.fields).toHaveProperty(["extra.designation"]);
    const badSoc = await call({ category: "soc_codes", name: "Prompt Engineers", extra: { designation: "15-125" } });
    expect(badSoc.body.result.error?.fields).toHaveProperty(["extra.designation"], "SOC code not valid");
    const strayExtra = await call({ category: "salary_frequencies", name: "Fortnight", extra: { colour: "red" } });
    expect(strayExtra.status).toBe(422);
    const fixed = await call({ category: "petition_status", name: "Parked" });
    expect(fixed.status).toBe(422);
    const noName = await call({ category: "carriers", name: "  " });
    expect(noName.body.result.error?.fields).toHaveProperty("name", "*Name is required");
    const duplicate = await call({ category: "locations", name: "new york", parentId: 3956 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.result.error?.code).toBe("CONFLICT");
  });
});

describe("SOC codes in master data (domain rule 11: one rule with the shared validator)", () => {
  it("accepts a detailed O*NET code 15-1252.00 as well as 15-1252", async () => {
    const { tenant, admin } = await createFirm();
    const call = (body: unknown) => callApi("masterdata/add", body, { tenant: tenant.slug, token: admin.token });
    const detailed = await call({ category: "soc_codes", name: "Prompt Engineers", extra: { designation: "15-1252.00" } });
    expect(detailed.status).toBe(200);
    const plain = await call({ category: "soc_codes", name: "Prompt Reviewers", extra: { designation: "15-1299" } });
    expect(plain.status).toBe(200);
  });
});

describe("POST /api/masterdata/update", () => {
  it("stores a firm's rename of a global row as an override only that firm sees", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi<Row>("masterdata/update", { category: "petition_status", id: 1, name: "Case Opened" }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ id: 1, name: "Case Opened", custom: true });

    const mine = await callApi<Row[]>("masterdata/list", { category: "petition_status" }, { tenant: tenant.slug, token: admin.token });
    expect(mine.body.result.data?.[0]).toMatchObject({ id: 1, name: "Case Opened" });
    expect(mine.body.result.pagination?.total).toBe(33);

    const { tenant: other, admin: otherAdmin } = await createFirm();
    const theirs = await callApi<Row[]>("masterdata/list", { category: "petition_status", matcher: { ids: [1] } }, { tenant: other.slug, token: otherAdmin.token });
    expect(theirs.body.result.data).toEqual([expect.objectContaining({ id: 1, name: "Case Started", custom: false })]);

    // a second update edits the override in place
    const again = await callApi<Row>("masterdata/update", { category: "petition_status", id: 1, name: "Case Begun" }, { tenant: tenant.slug, token: admin.token });
    expect(again.body.result.data?.name).toBe("Case Begun");
    const db = await getDb();
    const stored = await db
      .select()
      .from(masterData)
      .where(and(eq(masterData.category, "petition_status"), eq(masterData.code, 1)));
    expect(stored.filter((r) => r.tenantId === tenant.id).map((r) => r.name)).toEqual(["Case Begun"]);
    expect(stored.find((r) => r.tenantId === null)?.name).toBe("Case Started");
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityId, "petition_status:1")));
    expect(audit.map((a) => a.action).sort()).toEqual(["masterdata.override", "masterdata.update"]);
  });

  it("deactivates and edits the firm's own rows", async () => {
    const { tenant, admin } = await createFirm();
    const name = `Hamlet ${uid()}`;
    const added = await callApi<Row>("masterdata/add", { category: "locations", name, parentId: 3956 }, { tenant: tenant.slug, token: admin.token });
    const id = added.body.result.data?.id;
    const res = await callApi<Row>("masterdata/update", { category: "locations", id, active: false }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ id, name, active: false });
    const active = await callApi<Row[]>("masterdata/list", { category: "locations", matcher: { stateId: 3956, search: name, active: true } }, { tenant: tenant.slug });
    expect(active.body.result.data).toEqual([]);
  });

  it("answers 404 for another firm's row and 403 for a paralegal", async () => {
    const { tenant, admin } = await createFirm();
    const added = await callApi<Row>("masterdata/add", { category: "carriers", name: `Courier ${uid()}` }, { tenant: tenant.slug, token: admin.token });
    const id = added.body.result.data?.id;
    expect(id).toBeGreaterThanOrEqual(100000);

    const { tenant: other, admin: otherAdmin } = await createFirm();
    const res = await callApi("masterdata/update", { category: "carriers", id, name: "Mine now" }, { tenant: other.slug, token: otherAdmin.token });
    expect(res.status).toBe(404);
    expect(res.body.result.error?.code).toBe("NOT_FOUND");

    const paralegal = await createUser(tenant, 8);
    const denied = await callApi("masterdata/update", { category: "carriers", id, name: "Renamed" }, { tenant: tenant.slug, token: paralegal.token });
    expect(denied.status).toBe(403);
  });

  it("lets the platform admin edit a global row in place, and only global rows", async () => {
    const tenant = await createTenant();
    const platform = await createUser(tenant, 1);
    const name = `Courier ${uid()}`;
    const added = await callApi<Row>("masterdata/add", { category: "carriers", name }, { tenant: tenant.slug, token: platform.token });
    const id = added.body.result.data?.id;
    const res = await callApi<Row>("masterdata/update", { category: "carriers", id, extra: { website: "https://track.example.com" } }, { tenant: tenant.slug, token: platform.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ id, name, website: "https://track.example.com", custom: false });

    const { tenant: firm, admin } = await createFirm();
    const own = await callApi<Row>("masterdata/add", { category: "carriers", name: `Courier ${uid()}` }, { tenant: firm.slug, token: admin.token });
    const firmPlatform = await createUser(firm, 1);
    const notGlobal = await callApi("masterdata/update", { category: "carriers", id: own.body.result.data?.id, name: "Global?" }, { tenant: firm.slug, token: firmPlatform.token });
    expect(notGlobal.status).toBe(404);
  });

  it("validates the update", async () => {
    const { tenant, admin } = await createFirm();
    const call = (body: unknown) => callApi("masterdata/update", body, { tenant: tenant.slug, token: admin.token });
    expect((await call({ category: "countries", id: 231 })).status).toBe(422);
    expect((await call({ category: "countries", id: 231, extra: { zipcodeLength: 50 } })).status).toBe(422);
    expect((await call({ category: "countries", id: 231, extra: { minZipcodeLength: 7, zipcodeLength: 5 } })).status).toBe(422);
    expect((await call({ category: "user_status", id: 1, active: false })).status).toBe(422);
    expect((await call({ category: "nope", id: 1, name: "x" })).status).toBe(422);
    expect((await call({ category: "countries", id: 0, name: "x" })).status).toBe(422);
    expect((await call({ category: "countries", id: 231, name: "India" })).status).toBe(409);
    expect((await call({ category: "countries", id: 99999, name: "Ghost" })).status).toBe(404);
  });
});
