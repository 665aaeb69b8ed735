// Issue 8: on Spanish pages (NEXT_LOCALE=es, the cookie next-intl reads) master data, case statuses,
// case types and sub types come in Spanish; without the cookie, in English; a firm's own rows keep
// their one name in both.
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createTenant } from "../../factories";
import { caseFirm } from "../cases/fixtures";

type Row = { id: number; name: string; displayName?: string };
const ES = "NEXT_LOCALE=es";

describe("master data in the reader's language", () => {
  it("statuses, case types, sub types and countries in Spanish with the cookie, English without", async () => {
    const { tenant, admin } = await createFirm();
    const list = async (category: string, cookie?: string, matcher: object = {}) =>
      ((await callApi<Row[]>("masterdata/list", { category, matcher }, { tenant: tenant.slug, token: admin.token, cookie })).body.result.data ?? []);
    const name = (rows: Row[], id: number) => rows.find((r) => r.id === id)?.name;

    expect(name(await list("petition_status"), 1)).toBe("Case Started");
    expect(name(await list("petition_status", ES), 1)).toBe("Caso iniciado");
    expect(name(await list("petition_types", ES), 3)).toBe("Green Card (residencia permanente)");
    expect(name(await list("petition_sub_types", ES, { typeId: 1 }), 3)).toBe("Extensión H-1B");
    expect(name(await list("user_roles", ES), 8)).toBe("Asistente legal");
    expect(name(await list("salary_frequencies", ES), 5)).toBe("Año");
    expect(name(await list("states", ES, { countryId: 231 }), 3956)).toBe("Nueva York");

    const countries = await list("countries", ES);
    expect(name(countries, 231)).toBe("Estados Unidos");
    expect(name(countries, 101)).toBe("India");
    // In the Spanish alphabet: "Estados Unidos" comes before "Francia", after "España".
    const order = countries.map((c) => c.name);
    expect(order.indexOf("España")).toBeLessThan(order.indexOf("Estados Unidos"));
    expect(order.indexOf("Estados Unidos")).toBeLessThan(order.indexOf("Francia"));
    expect(name(await list("countries"), 231)).toBe("United States");

    // Any other cookie value is English, as on the pages.
    expect(name(await list("petition_status", "NEXT_LOCALE=fr"), 1)).toBe("Case Started");
  });

  it("Spanish readers find rows by their Spanish name", async () => {
    const tenant = await createTenant();
    const res = await callApi<Row[]>("masterdata/list", { category: "petition_sub_types", matcher: { search: "extensión" } }, { tenant: tenant.slug, cookie: ES });
    expect((res.body.result.data ?? []).map((r) => r.name)).toContain("Extensión H-1B");
  });

  it("a firm's own rows and renames show their one name in both languages", async () => {
    const { tenant, admin } = await createFirm();
    const opts = (cookie?: string) => ({ tenant: tenant.slug, token: admin.token, cookie });
    const added = await callApi<Row>("masterdata/add", { category: "carriers", name: "Mensajería Rápida" }, opts());
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const renamed = await callApi<Row>("masterdata/update", { category: "petition_status", id: 3, name: "Working on it" }, opts(ES));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.result.data?.name).toBe("Working on it");
    for (const cookie of [undefined, ES]) {
      const carriers = (await callApi<Row[]>("masterdata/list", { category: "carriers" }, opts(cookie))).body.result.data ?? [];
      expect(carriers.find((r) => r.id === added.body.result.data?.id)?.name).toBe("Mensajería Rápida");
      const statuses = (await callApi<Row[]>("masterdata/list", { category: "petition_status" }, opts(cookie))).body.result.data ?? [];
      expect(statuses.find((r) => r.id === 3)?.name).toBe("Working on it");
    }
  });
});

describe("case names in the reader's language", () => {
  it("the case list, details and stats answer status and type names in Spanish with the cookie", async () => {
    const f = await caseFirm();
    const c = await f.create({ typeId: 1, subTypeId: 3 });
    expect(c.statusName).toBe("Case Started");
    const es = { tenant: f.tenant.slug, token: f.admin.token, cookie: ES };
    const details = await callApi("petition/details", { id: c.id }, es);
    expect(details.body.result.data).toMatchObject({ statusName: "Caso iniciado", typeName: "H-1B", subTypeName: "Extensión H-1B" });
    const list = await callApi("petition/list", {}, es);
    expect(list.body.result.data?.find((r: { id: string }) => r.id === c.id)).toMatchObject({ statusName: "Caso iniciado", subTypeName: "Extensión H-1B" });
    const stats = await callApi("petition/get-stats-by-user", {}, es);
    expect(stats.body.result.data?.byStatus).toContainEqual({ statusId: 1, statusName: "Caso iniciado", count: 1 });
    // English readers right after: the cache keeps one copy per language.
    const en = await callApi("petition/details", { id: c.id }, { tenant: f.tenant.slug, token: f.admin.token });
    expect(en.body.result.data).toMatchObject({ statusName: "Case Started", subTypeName: "H-1B Extension" });
  });
});
