// The global reference data (db/seed/reference) is internally consistent and matches the spec.
import { describe, expect, it } from "vitest";
import { referenceRows, type ReferenceRow } from "@/db/seed/reference/all";
import { MASTER_CATEGORIES, PARENTS, TENANT_CODE_START, type MasterCategory } from "./categories";
import { extraIssues } from "./contract";

const rows = referenceRows();
const of = (category: MasterCategory) => rows.filter((r) => r.category === category);
const byCode = (category: MasterCategory) => new Map(of(category).map((r) => [r.code, r]));

// Spec section 3 "Case status list (ids 1 to 33)", verbatim.
const SPEC_STATUSES =
  "1 Case Started; 2 Questionnaire Submitted; 3 In Process; 4 Waiting for Details; 5 Forms & Letters Generated; 6 Attorney Review; 7 Paralegal Review; 8 Ready for Filing; 9 Sent for Signatures; 10 Received Signed Forms; 11 Supervisor Review; 12 Submitted to USCIS; 13 Receipt Received; 14 Job Description; 15 PWD Filed; 16 PWD Response; 17 Advertisements; 18 Finalized PERM Questionnaire; 19 PERM Draft Created; 20 PERM Draft Approved; 21 PERM Submitted to DOL; 22 Case Approved; 23 Case Denied; 24 RFE Received; 25 Response to RFE Filed; 26 Response to RFE Received; 27 Notice of Audit; 28 Notice of Supervisory Audit; 29 Audit Response Submitted; 30 NOID; 31 Withdrawn; 32 Response Docs Prepared; 33 Response Docs Approved";

describe("reference data", () => {
  it("has rows for every category of spec section 3 and no others", () => {
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(MASTER_CATEGORIES));
    for (const c of MASTER_CATEGORIES) expect(of(c).length, c).toBeGreaterThan(0);
  });

  it("has unique positive codes below the tenant range in every category", () => {
    for (const c of MASTER_CATEGORIES) {
      const codes = of(c).map((r) => r.code);
      expect(new Set(codes).size, c).toBe(codes.length);
      for (const code of codes) {
        expect(Number.isInteger(code) && code > 0 && code < TENANT_CODE_START, `${c} ${code}`).toBe(true);
      }
    }
  });

  it("has trimmed, non-empty names, unique per category and parent", () => {
    for (const c of MASTER_CATEGORIES) {
      const seen = new Set<string>();
      for (const r of of(c)) {
        expect(r.name.trim(), `${c} ${r.code}`).toBe(r.name);
        expect(r.name.length, `${c} ${r.code}`).toBeGreaterThan(0);
        const key = `${r.parentCode ?? ""}|${r.name.toLowerCase()}`;
        expect(seen.has(key), `${c} duplicate ${r.name}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it("links every state to a country, every location to a state and every sub type to a type", () => {
    for (const [category, parent] of Object.entries(PARENTS) as [MasterCategory, NonNullable<(typeof PARENTS)[MasterCategory]>][]) {
      const parents = byCode(parent.category);
      for (const r of of(category)) expect(parents.has(r.parentCode ?? -1), `${category} ${r.code} ${r.name}`).toBe(true);
    }
    for (const c of MASTER_CATEGORIES.filter((c) => !PARENTS[c])) {
      for (const r of of(c)) expect(r.parentCode ?? null, `${c} ${r.code}`).toBeNull();
    }
  });

  it("stores extra fields the update contract accepts", () => {
    for (const r of rows) expect(extraIssues(r.category as MasterCategory, r.extra ?? {}, true), `${r.category} ${r.code}`).toEqual([]);
  });

  it("has the 246 countries of the dump with United States 231 and India 101", () => {
    const countries = of("countries");
    expect(countries).toHaveLength(246);
    expect(countries.map((r) => r.code)).toEqual(Array.from({ length: 246 }, (_, i) => i + 1));
    const c = byCode("countries");
    expect([c.get(1)?.name, c.get(38)?.name, c.get(44)?.name, c.get(142)?.name, c.get(230)?.name, c.get(246)?.name]).toEqual([
      "Afghanistan",
      "Canada",
      "China",
      "Mexico",
      "United Kingdom",
      "Zimbabwe",
    ]);
    expect(c.get(231)).toMatchObject({
      name: "United States",
      extra: { iso2: "US", callingCode: "+1", minZipcodeLength: 5, zipcodeLength: 5, allowNumAndCharInZipcode: false },
    });
    expect(c.get(101)).toMatchObject({
      name: "India",
      extra: { iso2: "IN", callingCode: "+91", minZipcodeLength: 6, zipcodeLength: 6, allowNumAndCharInZipcode: false },
    });
    expect(c.get(38)?.extra).toMatchObject({ minZipcodeLength: 6, zipcodeLength: 6, allowNumAndCharInZipcode: true });
    expect(c.get(230)?.extra).toMatchObject({ minZipcodeLength: 5, zipcodeLength: 7, allowNumAndCharInZipcode: true });
    expect(c.get(8)?.extra).toMatchObject({ callingCode: null, zipcodeLength: null });
    expect(new Set(countries.map((r) => r.extra?.iso2)).size).toBe(246);
  });

  it("has every US state, DC and territory, and every Indian state and union territory", () => {
    const states = of("states");
    const us = states.filter((s) => s.parentCode === 231);
    const india = states.filter((s) => s.parentCode === 101);
    expect(us).toHaveLength(56); // 50 states, DC and 5 territories
    expect(india).toHaveLength(36); // 28 states and 8 union territories
    expect(new Set(us.map((s) => s.extra?.abbreviation)).size).toBe(56);
    const names = (list: ReferenceRow[]) => list.map((s) => s.name);
    expect(names(us)).toEqual(expect.arrayContaining(["California", "New York", "Texas", "District of Columbia", "Puerto Rico", "Guam"]));
    expect(names(india)).toEqual(expect.arrayContaining(["Maharashtra", "Karnataka", "Telangana", "Delhi", "Ladakh", "Puducherry"]));
    expect(byCode("states").get(3956)).toMatchObject({ name: "New York", parentCode: 231, extra: { abbreviation: "NY" } });
    expect(byCode("states").get(22)).toMatchObject({ name: "Maharashtra", parentCode: 101 });
  });

  it("has cities in every US and Indian state", () => {
    const withCities = new Set(of("locations").map((l) => l.parentCode));
    for (const s of of("states").filter((s) => s.parentCode === 231 || s.parentCode === 101)) {
      expect(withCities.has(s.code), `${s.name} has no city`).toBe(true);
    }
    expect(byCode("locations").get(2707)).toMatchObject({ name: "Mumbai", parentCode: 22 });
  });

  it("has the 33 case statuses of the spec, in order, with ids 1-33", () => {
    const expected = SPEC_STATUSES.split("; ").map((s) => {
      const m = /^(\d+) (.+)$/.exec(s);
      return { code: Number(m?.[1]), name: m?.[2] };
    });
    expect(expected).toHaveLength(33);
    expect(of("petition_status").map((r) => ({ code: r.code, name: r.name }))).toEqual(expected);
    expect(of("petition_status").map((r) => r.sortOrder)).toEqual(expected.map((e) => e.code));
  });

  it("keeps the status and role ids other code depends on", () => {
    expect(of("user_status").map((r) => [r.code, r.name])).toEqual([
      [1, "Active"],
      [2, "Inactive"],
      [3, "Pending Activation"],
    ]);
    expect(of("company_status").map((r) => [r.code, r.name])).toEqual([
      [1, "Active"],
      [2, "Inactive"],
      [3, "Pending Approval"],
      [4, "Rejected"],
    ]);
    expect(of("user_roles").map((r) => r.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 49, 50, 51]);
  });

  it("has H-1B as type 1, green card as type 3 and the GC employment case as sub type 15 of type 3", () => {
    const types = byCode("petition_types");
    expect(types.get(1)?.name).toBe("H-1B");
    expect(types.get(3)?.name).toMatch(/Green Card/);
    expect(byCode("petition_sub_types").get(15)).toMatchObject({ parentCode: 3, name: expect.stringMatching(/^GC Employment/) });
  });

  it("has the small lists", () => {
    expect(of("salary_frequencies").map((r) => [r.code, r.name])).toEqual([
      [1, "Hour"],
      [2, "Week"],
      [3, "Bi-Weekly"],
      [4, "Month"],
      [5, "Year"],
    ]);
    expect(of("wage_levels").map((r) => [r.code, r.name])).toEqual([
      [1, "I"],
      [2, "II"],
      [3, "III"],
      [4, "IV"],
    ]);
    expect(of("carriers").map((r) => r.name)).toEqual(expect.arrayContaining(["FedEx", "UPS", "USPS", "DHL Express"]));
  });

  it("has the 867 detailed occupations of the 2018 SOC, coded in SOC order", () => {
    const soc = of("soc_codes");
    expect(soc).toHaveLength(867);
    expect(soc.map((r) => r.code)).toEqual(Array.from({ length: 867 }, (_, i) => i + 1));
    const designations = soc.map((r) => String(r.extra?.designation));
    expect(new Set(designations).size).toBe(867);
    for (const d of designations) expect(d).toMatch(/^\d{2}-\d{4}$/);
    expect([...designations].sort()).toEqual(designations);
    expect(new Set(designations.map((d) => d.slice(0, 2))).size).toBe(23);
    expect(soc.find((r) => r.extra?.designation === "15-1252")?.name).toBe("Software Developers");
    expect(soc[0]).toMatchObject({ name: "Chief Executives", extra: { designation: "11-1011" } });
  });
});

describe("Spanish names of the reference data (issue 8)", () => {
  const TRANSLATED: MasterCategory[] = ["user_roles", "user_status", "company_status", "petition_status", "petition_types", "petition_sub_types", "salary_frequencies"];
  it.each(TRANSLATED)("every %s row has a Spanish name", (category) => {
    const missing = of(category).filter((r) => !r.names?.es?.trim());
    expect(missing.map((r) => r.name)).toEqual([]);
  });
  it("spot checks, and the role names match the screens' messages", async () => {
    expect(byCode("petition_status").get(1)?.names).toEqual({ es: "Caso iniciado" });
    expect(byCode("petition_status").get(22)?.names).toEqual({ es: "Caso aprobado" });
    expect(byCode("states").get(3956)?.names).toEqual({ es: "Nueva York" });
    expect(byCode("states").get(3924)?.names).toEqual({});
    const common = (await import("@/messages/es/common.json")).default as { roles: Record<string, string> };
    for (const r of of("user_roles")) expect(r.names?.es, r.name).toBe(common.roles[String(r.code)]);
  });
});
