// /api/cap/import-preview, /api/cap/import, /api/cap/selection-preview and /api/cap/selection-import: a
// season's registrations from CSV with duplicate detection before saving (in the file and in the firm),
// all or nothing; the selection results moving registrations and opening one H-1B cap case per selected
// registration with the filing deadline, in one step; 422 / 403; another firm's rows never match.
import { describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { petitions } from "@/db/schema/cases";
import { capRegistrations } from "@/db/schema/cap";
import { getDb } from "@/lib/server/db/client";
import { capFilingDeadline } from "@/lib/modules/cap/rules";
import { createTenant, createUser } from "../../factories";
import { callUpload, expectField, expectStatus, file, PNG } from "../documents/helpers";
import { capFirm, FY } from "./fixtures";

const HEADER = ["EMPLOYER_FEIN", "BENEFICIARY_EMAIL", "FIRST_NAME", "LAST_NAME", "DATE_OF_BIRTH", "CAP_TYPE", "JOB_TITLE", "SOC_CODE", "WORKSITE_CITY", "WORKSITE_COUNTY", "WORKSITE_STATE", "WAGE", "WAGE_UNIT", "WAGE_LEVEL"];
const csv = (rows: string[][]) => [HEADER, ...rows].map((r) => r.map((c) => (/[",]/.test(c) ? `"${c}"` : c)).join(",")).join("\n");

async function importFirm() {
  const f = await capFirm();
  const row = (o: Partial<Record<(typeof HEADER)[number], string>>) => {
    const base: Record<string, string> = { EMPLOYER_FEIN: f.acme.feiNumber!, BENEFICIARY_EMAIL: f.priya.email!, FIRST_NAME: "", LAST_NAME: "", DATE_OF_BIRTH: "", CAP_TYPE: "Regular", JOB_TITLE: "Engineer", SOC_CODE: "15-1252.00", WORKSITE_CITY: "Austin", WORKSITE_COUNTY: "Travis County", WORKSITE_STATE: "TX", WAGE: "$120,000", WAGE_UNIT: "Year", WAGE_LEVEL: "" };
    return HEADER.map((h) => o[h] ?? base[h]);
  };
  const send = (path: string, content: string | Buffer, fields: Record<string, string> = {}, token = f.manager.token, slug = f.tenant.slug) =>
    callUpload(`cap/${path}`, { fiscalYear: String(FY), ...fields, file: file(typeof content === "string" ? Buffer.from(content) : content, "registrations.csv") }, { tenant: slug, token });
  return { ...f, row, send };
}

const regCount = async (tenantId: string) => (await (await getDb()).select({ n: count() }).from(capRegistrations).where(eq(capRegistrations.tenantId, tenantId)))[0].n;

describe("POST /api/cap/import-preview and /api/cap/import", () => {
  it("previews every row's errors and duplicates, saves nothing until the file is clean, then saves all with their levels", async () => {
    const f = await importFirm();
    await f.create({ petitionerId: f.globex.id, beneficiaryId: f.meera.id });
    const dirty = csv([
      f.row({}),
      f.row({ BENEFICIARY_EMAIL: "", FIRST_NAME: "Arjun", LAST_NAME: "rao", DATE_OF_BIRTH: "04/12/1995", CAP_TYPE: "MASTERS", WAGE: "60", WAGE_UNIT: "Hour" }),
      f.row({}), // repeats line 2
      f.row({ EMPLOYER_FEIN: f.globex.feiNumber!, BENEFICIARY_EMAIL: f.meera.email! }), // already registered
      f.row({ EMPLOYER_FEIN: "00-0000000" }),
      f.row({ SOC_CODE: "software", WORKSITE_STATE: "ZZ", WAGE_UNIT: "Fortnight" }),
    ]);
    const preview = await f.send("import-preview", dirty);
    expectStatus(preview, 200);
    const p = preview.body.result.data;
    expect(p).toMatchObject({ total: 6, valid: 2, invalid: 4 });
    const errs = Object.fromEntries(p.rows.map((r: { line: number; errors: Record<string, string> }) => [r.line, r.errors]));
    expect(errs[4]).toEqual({ BENEFICIARY_EMAIL: "Repeats line 2" });
    expect(errs[5]).toEqual({ BENEFICIARY_EMAIL: `Already registered for this client in FY${FY}` });
    expect(errs[6]).toEqual({ EMPLOYER_FEIN: "No client of your firm has this FEIN" });
    expect(Object.keys(errs[7]).sort()).toEqual(["SOC_CODE", "WAGE_UNIT", "WORKSITE_STATE"]);
    expect(p.rows.find((r: { line: number }) => r.line === 3)).toMatchObject({ employerName: "Acme Robotics Inc", beneficiaryName: "Arjun Rao", errors: {} });
    const before = await regCount(f.tenant.id);
    const refused = await f.send("import", dirty);
    expectField(refused, "file", "4 rows have errors (first: line 4); nothing was imported. Preview the file to see them.");
    expect(await regCount(f.tenant.id)).toBe(before);
    const clean = await f.send("import", csv([f.row({}), f.row({ BENEFICIARY_EMAIL: "", FIRST_NAME: "Arjun", LAST_NAME: "Rao", DATE_OF_BIRTH: "1995-04-12", CAP_TYPE: "MASTERS", WAGE: "60", WAGE_UNIT: "Hour" })]));
    expectStatus(clean, 200);
    expect(clean.body.result.data).toEqual({ fileName: "registrations.csv", imported: 2 });
    const list = (await f.call("list", { filter: { matcher: { fiscalYear: FY, petitionerIds: [f.acme.id] } }, sortBy: "beneficiaryName", sortOrder: "asc" })).body.result.data;
    // Austin 15-1252: Level I–IV $35/$45/$55/$65 an hour: $120,000 a year is Level III; $60 an hour Level III.
    expect(list.map((r: { beneficiaryName: string; capType: string; wageLevel: string; areaName: string }) => [r.beneficiaryName, r.capType, r.wageLevel, r.areaName])).toEqual([
      ["Arjun Rao", "masters", "III", "Austin-Round Rock, TX"],
      ["Priya Rao", "regular", "III", "Austin-Round Rock, TX"],
    ]);
    // The same file again: every row is now a duplicate.
    expect((await f.send("import-preview", csv([f.row({})]))).body.result.data.rows[0].errors).toEqual({ BENEFICIARY_EMAIL: `Already registered for this client in FY${FY}` });
  });

  it("answers 422 for a missing column, an image or no fiscal year; 403 without cap.import; another firm's clients never match", async () => {
    const f = await importFirm();
    expectField(await f.send("import-preview", "EMPLOYER_FEIN,SOC_CODE\n12-3456789,15-1252"), "file");
    const png = await callUpload("cap/import-preview", { fiscalYear: String(FY), file: file(PNG, "r.png") }, { tenant: f.tenant.slug, token: f.manager.token });
    expectStatus(png, 422);
    const noYear = await callUpload("cap/import-preview", { file: file(Buffer.from(csv([f.row({})])), "r.csv") }, { tenant: f.tenant.slug, token: f.manager.token });
    expectField(noYear, "fiscalYear");
    expectStatus(await f.send("import", csv([f.row({})]), {}, f.paralegal.token), 403);
    const other = await createTenant();
    const stranger = await createUser(other, 3);
    const theirs = await f.send("import-preview", csv([f.row({})]), {}, stranger.token, other.slug);
    expect(theirs.body.result.data.rows[0].errors).toEqual({ EMPLOYER_FEIN: "No client of your firm has this FEIN" });
  });
});

describe("POST /api/cap/selection-preview and /api/cap/selection-import", () => {
  async function submitted(f: Awaited<ReturnType<typeof importFirm>>) {
    expectStatus(await f.send("import", csv([f.row({}), f.row({ BENEFICIARY_EMAIL: f.arjun.email! }), f.row({ EMPLOYER_FEIN: f.globex.feiNumber!, BENEFICIARY_EMAIL: f.meera.email! })]), {}, f.admin.token), 200);
    const regs = (await f.call("list", { filter: { matcher: { fiscalYear: FY } }, sortBy: "beneficiaryName", sortOrder: "asc" }, f.admin.token)).body.result.data as { id: string; beneficiaryName: string }[];
    const numbers: Record<string, string> = {};
    for (const [i, r] of regs.entries()) {
      expectStatus(await f.call("update-status", { id: r.id, statusId: 2 }, f.admin.token), 200);
      numbers[r.beneficiaryName] = `SEL${String(i).padStart(3, "0")}${f.tenant.id.replace(/-/g, "").slice(0, 10).toUpperCase()}`;
      expectStatus(await f.call("update-status", { id: r.id, statusId: 3, confirmationNumber: numbers[r.beneficiaryName] }, f.admin.token), 200);
    }
    return numbers;
  }

  it("checks the results, then in one step marks them and opens one H-1B cap case per selected registration with the filing deadline", async () => {
    const f = await importFirm();
    const n = await submitted(f);
    const results = ["CONFIRMATION_NUMBER,STATUS", `${n["Arjun Rao"]},Selected`, `${n["Meera Rao"]},Not Selected`, `${n["Priya Rao"]},SELECTED`, "UNKNOWN00000001,SELECTED", `${n["Arjun Rao"]},MAYBE`].join("\n");
    const preview = await f.send("selection-preview", results, {}, f.admin.token);
    expectStatus(preview, 200);
    expect(preview.body.result.data).toMatchObject({ total: 5, selected: 2, notSelected: 1, unchanged: 0, invalid: 2 });
    expect(preview.body.result.data.rows[1]).toMatchObject({ beneficiaryName: "Meera Rao", result: "notSelected" });
    expectField(await f.send("selection-import", results, {}, f.admin.token), "file");
    const clean = results.split("\n").slice(0, 4).join("\n");
    const done = await f.send("selection-import", clean, { selectedOn: "03/31/2026" }, f.admin.token);
    expectStatus(done, 200);
    expect(done.body.result.data).toEqual({ fileName: "registrations.csv", selected: 2, notSelected: 1, casesOpened: 2 });
    const db = await getDb();
    const cases = await db.select().from(petitions).where(and(eq(petitions.tenantId, f.tenant.id), eq(petitions.subTypeId, 2)));
    expect(cases.map((c) => c.beneficiaryName).sort()).toEqual(["Arjun Rao", "Priya Rao"]);
    expect(new Set(cases.map((c) => c.deadlineDate))).toEqual(new Set([capFilingDeadline(FY, "2026-03-31")]));
    const list = (await f.call("list", { filter: { matcher: { fiscalYear: FY } }, sortBy: "beneficiaryName", sortOrder: "asc" }, f.admin.token)).body.result.data;
    expect(list.map((r: { statusId: number; caseNumber: string | null }) => [r.statusId, !!r.caseNumber])).toEqual([[4, true], [5, false], [4, true]]);
    // Importing the same results again changes nothing; a later round may still select the one not selected.
    const again = await f.send("selection-import", clean, {}, f.admin.token);
    expect(again.body.result.data).toEqual({ fileName: "registrations.csv", selected: 0, notSelected: 0, casesOpened: 0 });
    const round2 = await f.send("selection-import", `CONFIRMATION_NUMBER,STATUS\n${n["Meera Rao"]},SELECTED`, { selectedOn: "2026-07-28" }, f.admin.token);
    expect(round2.body.result.data).toMatchObject({ selected: 1, casesOpened: 1 });
  });

  it("answers 422 for a future date, 403 to a reader, and another firm never matches the numbers", async () => {
    const f = await importFirm();
    const n = await submitted(f);
    const results = `CONFIRMATION_NUMBER,STATUS\n${n["Priya Rao"]},SELECTED`;
    expectField(await f.send("selection-import", results, { selectedOn: "2999-01-01" }, f.admin.token), "selectedOn");
    expectStatus(await f.send("selection-import", results, {}, f.paralegal.token), 403);
    // The LCA manager records the result ("Record 1 result"): the case opens without CASE_CREATE (issue 34 §3).
    const recorded = await f.send("selection-import", results, { selectedOn: "2026-03-31" }, f.manager.token);
    expectStatus(recorded, 200);
    expect(recorded.body.result.data).toMatchObject({ selected: 1, casesOpened: 1 });
    const other = await createTenant();
    const stranger = await createUser(other, 3);
    const theirs = await f.send("selection-preview", results, {}, stranger.token, other.slug);
    expect(theirs.body.result.data.rows[0].errors).toEqual({ CONFIRMATION_NUMBER: `No registration of FY${FY} has this confirmation number` });
  });
});
