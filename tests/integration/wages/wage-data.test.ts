// /api/wage-data/import (the platform admin: OFLC Geography and ALC_Export, CSV or gzip), /list and
// /level (the area and Level I–IV of an offered wage). The tables are the installation's: this file uses
// wage year 2041 only (the cap tests use 2043).
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { callUpload, expectField, expectStatus, file, PNG } from "../documents/helpers";
import { createTenant, createUser } from "../../factories";

const GEO = ["Area,AreaName,StateAb,State,CountyTownName", '35620,"New York-Newark-Jersey City, NY-NJ-PA",NY,New York,Kings County', "35620,\"New York-Newark-Jersey City, NY-NJ-PA\",NY,New York,New York County", ",,,,"].join("\n");
const RATES = ["Area,SocCode,GeoLvl,Level1,Level2,Level3,Level4,Average,Label", "35620,15-2051,1,45.10,55.20,65.30,75.40,60.00,Data Scientists", "35620,15-1252,1,N/A,N/A,N/A,N/A,,Software Developers"].join("\n");

async function admin() {
  const tenant = await createTenant();
  const platform = await createUser(tenant, 1);
  const staff = await createUser(tenant, 6);
  const upload = (fields: Record<string, string | File | File[]>, token = platform.token) => callUpload("wage-data/import", fields, { tenant: tenant.slug, token });
  const call = (path: string, body: Record<string, unknown>, token = staff.token) => callApi(`wage-data/${path}`, body, { tenant: tenant.slug, token });
  return { tenant, platform, staff, upload, call };
}

describe("POST /api/wage-data/import, list and level", () => {
  it("imports a wage year (the rate file gzipped), lists it and gives the level of a wage at a county", async () => {
    const a = await admin();
    const res = await a.upload({ wageYear: "2041", file: [file(Buffer.from(GEO), "Geography.csv"), file(gzipSync(Buffer.from(RATES)), "ALC_Export.csv.gz")] });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ wageYear: 2041, areas: 1, counties: 2, rates: 1, skippedRows: 2 });
    const list = await a.call("list", {});
    expect(list.body.result.data.find((d: { wageYear: number }) => d.wageYear === 2041)).toMatchObject({ counties: 2, rates: 1 });
    const level = await a.call("level", { socCode: "15-2051.00", state: "NY", county: "kings", wageCents: 13_600_000, wageUnit: "Year", on: "2042-03-01" });
    expectStatus(level, 200);
    // Level III = $65.30 × 2080 = $135,824: $136,000 meets it, not Level IV ($156,832).
    expect(level.body.result.data).toMatchObject({ found: true, wageYear: 2041, areaCode: "35620", level: "III", levelsYearlyCents: { I: 9_380_800, III: 13_582_400, IV: 15_683_200 } });
    const below = await a.call("level", { socCode: "15-2051", state: "NY", county: "New York County", wageCents: 4_000, wageUnit: "Hour", on: "2042-03-01" });
    expect(below.body.result.data).toMatchObject({ found: true, level: null });
    const unknownSoc = await a.call("level", { socCode: "15-1252", state: "NY", county: "Kings", wageCents: 100, wageUnit: "Hour", on: "2042-03-01" });
    expect(unknownSoc.body.result.data).toMatchObject({ found: false, reason: "UNKNOWN_SOC", areaCode: "35620" });
    const unknownCounty = await a.call("level", { socCode: "15-2051", state: "NY", county: "Erie", wageCents: 100, wageUnit: "Hour", on: "2042-03-01" });
    expect(unknownCounty.body.result.data).toMatchObject({ found: false, reason: "UNKNOWN_COUNTY" });
    const none = await a.call("level", { socCode: "15-2051", state: "NY", county: "Kings", wageCents: 100, wageUnit: "Hour", on: "2016-03-01" });
    expect(none.body.result.data).toMatchObject({ found: false, reason: "NO_TABLES" });
  });

  it("answers 422 for one file, an unknown layout, an image or a bad year; 403 to a firm's admin and to staff importing", async () => {
    const a = await admin();
    expectField(await a.upload({ wageYear: "2041", file: file(Buffer.from(GEO), "Geography.csv") }), "file", "Upload both files of the wage year: Geography and ALC_Export");
    expectField(await a.upload({ wageYear: "2041", file: [file(Buffer.from(GEO), "Geography.csv"), file(Buffer.from("A,B\n1,2"), "other.csv")] }), "file");
    expectStatus(await a.upload({ wageYear: "2041", file: file(PNG, "x.png") }), 422);
    expectField(await a.upload({ wageYear: "1999", file: [file(Buffer.from(GEO), "g.csv"), file(Buffer.from(RATES), "r.csv")] }), "wageYear");
    const firmAdmin = await createUser(a.tenant, 3);
    expectStatus(await a.upload({ wageYear: "2041", file: [file(Buffer.from(GEO), "g.csv"), file(Buffer.from(RATES), "r.csv")] }, firmAdmin.token), 403);
    expectField(await a.call("level", { socCode: "x", state: "NY", county: "Kings", wageCents: 1, wageUnit: "Hour" }), "socCode");
    const client = await createUser(a.tenant, 50);
    expectStatus(await a.call("level", { socCode: "15-2051", state: "NY", county: "Kings", wageCents: 1, wageUnit: "Hour" }, client.token), 403);
    // The tables are the installation's: any firm's staff reads the same list (nothing per firm to hide).
    const other = await createTenant();
    const otherStaff = await createUser(other, 6);
    expectStatus(await callApi("wage-data/list", {}, { tenant: other.slug, token: otherStaff.token }), 200);
  });
});
