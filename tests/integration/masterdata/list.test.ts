import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createTenant, createUser } from "../../factories";

type Row = { id: number; name: string; parentId: number | null; [k: string]: unknown };

describe("POST /api/masterdata/list", () => {
  it("lists the countries without a session, with the zip and calling-code fields", async () => {
    const tenant = await createTenant();
    const res = await callApi<Row[]>("masterdata/list", { category: "countries" }, { tenant: tenant.slug });
    expect(res.status).toBe(200);
    expect(res.body.result.pagination).toEqual({ page: 1, perpage: 1000, total: 246 });
    const rows = res.body.result.data ?? [];
    expect(rows).toHaveLength(246);
    expect(rows.find((r) => r.id === 231)).toMatchObject({
      name: "United States",
      parentId: null,
      iso2: "US",
      callingCode: "+1",
      minZipcodeLength: 5,
      zipcodeLength: 5,
      allowNumAndCharInZipcode: false,
      active: true,
      custom: false,
    });
    expect(rows.find((r) => r.id === 101)).toMatchObject({ name: "India", callingCode: "+91", zipcodeLength: 6 });
    // ordered by sortOrder, then name
    const names = rows.map((r) => r.name);
    expect(names.slice(0, 3)).toEqual(["Afghanistan", "Albania", "Algeria"]);
    expect(names[names.length - 1]).toBe("Zimbabwe");
  });

  it("answers on the bare host too (registration before a firm is known)", async () => {
    const res = await callApi<Row[]>("masterdata/list", { category: "countries", matcher: { ids: [231, 38] } }, { tenant: null });
    expect(res.status).toBe(200);
    expect((res.body.result.data ?? []).map((r) => r.name)).toEqual(["Canada", "United States"]);
  });

  it("lists the states of a country and the cities of a state", async () => {
    const tenant = await createTenant();
    const us = await callApi<Row[]>("masterdata/list", { category: "states", matcher: { countryId: 231 } }, { tenant: tenant.slug });
    expect(us.status).toBe(200);
    const states = us.body.result.data ?? [];
    expect(states).toHaveLength(56);
    expect(states.every((s) => s.parentId === 231 && s.countryId === 231)).toBe(true);
    expect(states.find((s) => s.id === 3956)).toMatchObject({ name: "New York", abbreviation: "NY" });
    const india = await callApi<Row[]>("masterdata/list", { category: "states", matcher: { countryId: "101" } }, { tenant: tenant.slug });
    expect(india.body.result.pagination?.total).toBe(36);
    const cities = await callApi<Row[]>("masterdata/list", { category: "locations", matcher: { stateId: 22 } }, { tenant: tenant.slug });
    const mumbai = (cities.body.result.data ?? []).find((c) => c.name === "Mumbai");
    expect(mumbai).toMatchObject({ id: 2707, parentId: 22, stateId: 22 });
    expect((cities.body.result.data ?? []).every((c) => c.parentId === 22)).toBe(true);
  });

  it("shows SOC codes as 'name (designation)' and finds them by code or title", async () => {
    const tenant = await createTenant();
    const byCode = await callApi<Row[]>("masterdata/list", { category: "soc_codes", matcher: { search: "15-1252" } }, { tenant: tenant.slug });
    expect(byCode.body.result.data).toEqual([
      expect.objectContaining({ name: "Software Developers", designation: "15-1252", displayName: "Software Developers (15-1252)" }),
    ]);
    const all = await callApi<Row[]>("masterdata/list", { category: "soc_codes" }, { tenant: tenant.slug });
    expect(all.body.result.pagination?.total).toBe(867);
    const byTitle = await callApi<Row[]>("masterdata/list", { category: "soc_codes", search: "actuar" }, { tenant: tenant.slug });
    expect((byTitle.body.result.data ?? []).map((r) => r.displayName)).toEqual(["Actuaries (15-2011)"]);
  });

  it("lists the 33 case statuses in spec order for a signed-in user, 10000 per page by default", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi<Row[]>("masterdata/list", { category: "petition_status" }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    const rows = res.body.result.data ?? [];
    expect(res.body.result.pagination).toEqual({ page: 1, perpage: 10000, total: 33 });
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1));
    expect(rows[0].name).toBe("Case Started");
    expect(rows[4].name).toBe("Forms & Letters Generated");
    expect(rows[32].name).toBe("Response Docs Approved");
  });

  it("pages through a category", async () => {
    const tenant = await createTenant();
    const p1 = await callApi<Row[]>("masterdata/list", { category: "countries", page: 1, perpage: 100 }, { tenant: tenant.slug });
    const p3 = await callApi<Row[]>("masterdata/list", { category: "countries", page: 3, perpage: 100 }, { tenant: tenant.slug });
    expect(p1.body.result.data).toHaveLength(100);
    expect(p3.body.result.data).toHaveLength(46);
    expect(p3.body.result.pagination).toEqual({ page: 3, perpage: 100, total: 246 });
    const p1Ids = new Set((p1.body.result.data ?? []).map((r) => r.id));
    expect((p3.body.result.data ?? []).some((r) => p1Ids.has(r.id))).toBe(false);
    expect(p3.body.result.data?.[45].name).toBe("Zimbabwe");
  });

  it("answers 422 for an unknown category, a misplaced matcher key or a page too large", async () => {
    const tenant = await createTenant();
    const bad = await callApi("masterdata/list", { category: "planets" }, { tenant: tenant.slug });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.code).toBe("VALIDATION_ERROR");
    expect(bad.body.result.error?.fields).toHaveProperty("category", "Category not valid");
    const missing = await callApi("masterdata/list", {}, { tenant: tenant.slug });
    expect(missing.body.result.error?.fields).toHaveProperty("category", "*Category is required");
    const misplaced = await callApi("masterdata/list", { category: "locations", matcher: { countryId: 231 } }, { tenant: tenant.slug });
    expect(misplaced.status).toBe(422);
    expect(misplaced.body.result.error?.fields).toHaveProperty(["matcher.countryId"]);
    const big = await callApi("masterdata/list", { category: "countries", perpage: 10001 }, { tenant: tenant.slug });
    expect(big.status).toBe(422);
  });

  it("answers 401 for the status and role lists without a session", async () => {
    const tenant = await createTenant();
    for (const category of ["petition_status", "user_roles", "user_status", "company_status"]) {
      const res = await callApi("masterdata/list", { category }, { tenant: tenant.slug });
      expect(res.status, category).toBe(401);
      expect(res.body.result.error?.code).toBe("UNAUTHENTICATED");
    }
    const bare = await callApi("masterdata/list", { category: "petition_status" }, { tenant: null });
    expect(bare.status).toBe(401);
  });

  it("refuses a session of another firm for the status lists", async () => {
    const { admin } = await createFirm();
    const other = await createTenant();
    const res = await callApi("masterdata/list", { category: "user_status" }, { tenant: other.slug, token: admin.token });
    expect(res.status).toBe(401);
    const roles = await callApi<Row[]>("masterdata/list", { category: "user_roles" }, { tenant: other.slug, token: (await createUser(other, 8)).token });
    expect(roles.status).toBe(200);
    expect((roles.body.result.data ?? []).find((r) => r.id === 3)?.name).toBe("Admin");
  });
});
