import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createTenant, createUser } from "../../factories";
import { MSG } from "@/lib/shared/validation/messages";
import { auditOf } from "../users/helpers";

const COMPLETE = {
  name: "Rivera Immigration PLLC",
  adminName: "Ana Rivera",
  adminEmail: "ana@rivera.example",
  phone: "(202) 555-0100",
  phoneCountryCode: "+1",
  feiNumber: "123456789",
  website: "rivera.example",
  address: { line1: "1 Main Street", aptType: "ste", aptNumber: "4", countryId: 231, zipcode: "20006" },
};

describe("POST /api/tenant/details", () => {
  it("answers the firm's profile to its admin", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("tenant/details", {}, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    const d = res.body.result.data;
    expect(d).toMatchObject({ id: tenant.id, slug: tenant.slug, name: tenant.name, profCompleted: "yes", statusId: 1, statusName: "Active", typeName: "Law Firm" });
    expect(d.checklist).toEqual({ petitionSetupCompleted: false, workflowSetupCompleted: false, branchSetupCompleted: false });
    expect(d).toHaveProperty("permissions");
    expect(d).toHaveProperty("petitionerInfo");
  });

  it("lets the platform admin read another firm, and answers 404 to anyone else naming it", async () => {
    const { tenant: other } = await createFirm();
    const home = await createTenant();
    const pa = await createUser(home, 1);
    const ok = await callApi("tenant/details", { tenantId: other.id }, { tenant: home.slug, token: pa.token });
    expect(ok.status).toBe(200);
    expect(ok.body.result.data.id).toBe(other.id);
    const { tenant, admin } = await createFirm();
    const hidden = await callApi("tenant/details", { tenantId: other.id }, { tenant: tenant.slug, token: admin.token });
    expect(hidden.status).toBe(404);
    const unknown = await callApi("tenant/details", { tenantId: "00000000-0000-4000-8000-000000000000" }, { tenant: home.slug, token: pa.token });
    expect(unknown.status).toBe(404);
  });

  it("answers 403 to a role without the settings pages and 422 for a malformed tenantId", async () => {
    const { tenant, admin } = await createFirm();
    const attorney = await createUser(tenant, 6);
    expect((await callApi("tenant/details", {}, { tenant: tenant.slug, token: attorney.token })).status).toBe(403);
    const bad = await callApi("tenant/details", { tenantId: 42 }, { tenant: tenant.slug, token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields?.tenantId).toBeDefined();
  });
});

describe("POST /api/tenant/update", () => {
  it("marks the profile complete when every required field is filled, and incomplete when an edit empties one", async () => {
    const tenant = await createTenant({ profCompleted: false });
    const admin = await createUser(tenant, 3);
    const saved = await callApi("tenant/update", COMPLETE, { tenant: tenant.slug, token: admin.token });
    expect(saved.status).toBe(200);
    const d = saved.body.result.data;
    expect(d).toMatchObject({ profCompleted: "yes", feiNumber: "12-3456789", website: "https://rivera.example", phone: "(202) 555-0100" });
    expect(d.address).toMatchObject({ line1: "1 Main Street", aptType: "STE", countryId: 231, zipcode: "20006" });
    expect(Date.parse(d.profileUpdatedOn)).toBeGreaterThan(Date.now() - 60_000);

    const emptied = await callApi("tenant/update", { phone: "" }, { tenant: tenant.slug, token: admin.token });
    expect(emptied.status).toBe(200);
    expect(emptied.body.result.data).toMatchObject({ profCompleted: "no", phone: null, feiNumber: "12-3456789" });
    const me = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token });
    expect(me.body.result.data.tenantDetails.profCompleted).toBe("no");

    const again = await callApi("tenant/update", { phone: "2025550100" }, { tenant: tenant.slug, token: admin.token });
    expect(again.body.result.data.profCompleted).toBe("yes");

    const audits = await auditOf(tenant.id, "tenant.update");
    expect(audits).toHaveLength(3);
    expect(audits.some((a) => (a.before as { phone: string | null }).phone === "(202) 555-0100" && (a.after as { phone: string | null }).phone === null)).toBe(true);
  });

  it("keeps fields that are not sent, and saves the permissions map without duplicates", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi(
      "tenant/update",
      { whiteLabled: true, permissions: { "50": ["CASE_CREATE", "CASE_CREATE", "BENEFICIARY_INVITE"], "3": ["TASK_LIST"] } },
      { tenant: tenant.slug, token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ name: tenant.name, whiteLabled: true, permissions: { "50": ["CASE_CREATE", "BENEFICIARY_INVITE"], "3": ["TASK_LIST"] } });
  });

  it("answers 422 with field messages for invalid values and unknown permission keys", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi(
      "tenant/update",
      {
        name: " ",
        adminEmail: "ana@",
        phone: "12",
        feiNumber: "12-34",
        website: "not a site",
        address: { line1: "1 Main", countryId: 231, zipcode: "123" },
        permissions: { "99": ["CASE_CREATE"], "50": ["FLY"] },
        logo: "https://evil.example/logo.png",
      },
      { tenant: tenant.slug, token: admin.token },
    );
    expect(res.status).toBe(422);
    const f = res.body.result.error!.fields!;
    expect(f.name).toBe(MSG.required("Firm Name"));
    expect(f.adminEmail).toBe(MSG.email);
    expect(f.phone).toBe(MSG.phone("12"));
    expect(f.feiNumber).toBe(MSG.invalid("FEIN"));
    expect(f.website).toBe(MSG.invalid("Website"));
    expect(f["address.zipcode"]).toBe(MSG.zip);
    expect(f["permissions.99"]).toBe(MSG.invalid("Role"));
    expect(f["permissions.50.0"]).toBe(MSG.invalid("Permission"));
  });

  it("checks the zip code against the country's master-data row and refuses an unknown country", async () => {
    const { tenant, admin } = await createFirm();
    const call = (address: object) => callApi("tenant/update", { address }, { tenant: tenant.slug, token: admin.token });
    const ok = await call({ line1: "24 Sussex Drive", countryId: 38, zipcode: "K1M 1M4" });
    expect(ok.status).toBe(200);
    expect(ok.body.result.data.address).toMatchObject({ countryId: 38, zipcode: "K1M 1M4" });
    const short = await call({ line1: "24 Sussex Drive", countryId: 38, zipcode: "K1M" });
    expect(short.status).toBe(422);
    expect(short.body.result.error?.fields?.["address.zipcode"]).toBe(MSG.zip);
    const unknown = await call({ line1: "Nowhere 1", countryId: 9999, zipcode: "12345" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.result.error?.fields?.["address.countryId"]).toBe(MSG.invalid("Country"));
  });

  it("refuses a logo that was not uploaded through upload-branding", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("tenant/update", { logo: "https://evil.example/logo.png" }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields?.logo).toMatch(/upload-branding/);
  });

  it("answers 403 to a branch manager and 404 when a firm admin names another firm", async () => {
    const { tenant, admin } = await createFirm();
    const { tenant: other } = await createFirm();
    const manager = await createUser(tenant, 4);
    expect((await callApi("tenant/update", { name: "X" }, { tenant: tenant.slug, token: manager.token })).status).toBe(403);
    const res = await callApi("tenant/update", { tenantId: other.id, name: "Hijacked" }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(404);
  });

  it("lets the platform admin update another firm", async () => {
    const { tenant: other } = await createFirm();
    const home = await createTenant();
    const pa = await createUser(home, 1);
    const res = await callApi("tenant/update", { tenantId: other.id, name: "Renamed LLP" }, { tenant: home.slug, token: pa.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ id: other.id, name: "Renamed LLP" });
  });
});
