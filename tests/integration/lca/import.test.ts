// /api/lca/import-preview and /api/lca/import: the DOL disclosure layout in CSV and XLSX, rows matched to
// clients by FEIN, per-row errors in the preview, all or nothing, duplicates (in the file and in the
// firm), more rows than one insert chunk; 422 / 403; another firm's clients are never matched.
import { describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { lcas, lcaWorksites } from "@/db/schema/lca";
import { getDb } from "@/lib/server/db/client";
import { IMPORT_TYPES_MESSAGE } from "@/lib/modules/lca/import-file";
import { callApi } from "../api";
import { createCompany, createTenant, createUser } from "../../factories";
import { PNG, callUpload, expectField, expectStatus, file } from "../documents/helpers";

const HEADER = [
  "CASE_NUMBER", "CASE_STATUS", "RECEIVED_DATE", "DECISION_DATE", "VISA_CLASS", "JOB_TITLE", "SOC_CODE", "SOC_TITLE", "FULL_TIME_POSITION", "BEGIN_DATE", "END_DATE",
  "TOTAL_WORKER_POSITIONS", "EMPLOYER_NAME", "EMPLOYER_FEIN", "WORKSITE_ADDRESS1", "WORKSITE_CITY", "WORKSITE_STATE", "WORKSITE_POSTAL_CODE", "WAGE_RATE_OF_PAY_FROM",
  "WAGE_RATE_OF_PAY_TO", "WAGE_UNIT_OF_PAY", "PREVAILING_WAGE", "PW_UNIT_OF_PAY", "PW_WAGE_LEVEL", "H_1B_DEPENDENT", "WILLFUL_VIOLATOR", "AGENT_ATTORNEY_NAME",
];

const row = (n: number, over: Partial<Record<string, string>> = {}) => {
  const base: Record<string, string> = {
    CASE_NUMBER: `I-200-25${String(100 + (n % 200)).padStart(3, "0")}-${String(n).padStart(6, "0")}`,
    CASE_STATUS: "Certified",
    RECEIVED_DATE: "3/3/2025",
    DECISION_DATE: "2025-03-10",
    VISA_CLASS: "H-1B",
    JOB_TITLE: `Software Engineer ${n}`,
    SOC_CODE: "15-1252.00",
    SOC_TITLE: "Software Developers",
    FULL_TIME_POSITION: "Y",
    BEGIN_DATE: "09/01/2025",
    END_DATE: "08/31/2028",
    TOTAL_WORKER_POSITIONS: "1",
    EMPLOYER_NAME: "ACME ROBOTICS INC",
    EMPLOYER_FEIN: "12-3456789",
    WORKSITE_ADDRESS1: "1 Main St",
    WORKSITE_CITY: "Austin",
    WORKSITE_STATE: "TX",
    WORKSITE_POSTAL_CODE: "78701",
    WAGE_RATE_OF_PAY_FROM: "$125,000.00",
    WAGE_RATE_OF_PAY_TO: "",
    WAGE_UNIT_OF_PAY: "Year",
    PREVAILING_WAGE: "110000",
    PW_UNIT_OF_PAY: "Year",
    PW_WAGE_LEVEL: "II",
    H_1B_DEPENDENT: "N",
    WILLFUL_VIOLATOR: "No",
    AGENT_ATTORNEY_NAME: "ignored column",
  };
  return HEADER.map((h) => over[h] ?? base[h]);
};
const csvOf = (rows: string[][], header = HEADER) => [header, ...rows].map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")).join("\r\n");

async function importFirm() {
  const tenant = await createTenant();
  const acme = await createCompany(tenant.id, { name: "Acme Robotics Inc", feiNumber: "12-3456789" });
  const manager = await createUser(tenant, 11);
  const paralegal = await createUser(tenant, 8);
  const send = (path: "import" | "import-preview", content: string | Buffer, name = "LCA_Disclosure_Data_FY2025.csv", token = manager.token) =>
    callUpload(`lca/${path}`, { file: file(typeof content === "string" ? Buffer.from(`\uFEFF${content}`) : content, name) }, { tenant: tenant.slug, token });
  return { tenant, acme, manager, paralegal, send };
}

async function lcaCount(tenantId: string) {
  const db = await getDb();
  return Number((await db.select({ n: count() }).from(lcas).where(eq(lcas.tenantId, tenantId)))[0].n);
}

describe("POST /api/lca/import-preview and /api/lca/import", () => {
  it("previews a clean CSV, imports it with numbers, employer, status, dates, wages and the worksite", async () => {
    const f = await importFirm();
    const content = csvOf([row(1), row(2, { CASE_STATUS: "Certified - Withdrawn", DECISION_DATE: "2025-05-01", WAGE_UNIT_OF_PAY: "Hour", WAGE_RATE_OF_PAY_FROM: "60.10" })]);
    const preview = await f.send("import-preview", content);
    expectStatus(preview, 200);
    expect(preview.body.result.data).toMatchObject({ total: 2, valid: 2, invalid: 0, rows: [{ line: 2, employerName: "Acme Robotics Inc", statusId: 5, errors: {} }, { line: 3, statusId: 7 }] });
    expect(await lcaCount(f.tenant.id)).toBe(0);

    const done = await f.send("import", content);
    expectStatus(done, 200);
    expect(done.body.result.data).toEqual({ imported: 2, fileName: "LCA_Disclosure_Data_FY2025.csv" });
    const list = await callApi("lca/list", { sortBy: "lcaNumber", sortOrder: "asc" }, { tenant: f.tenant.slug, token: f.manager.token });
    expect(list.body.result.data.map((r: { lcaNumber: string; statusId: number; worksiteStates: string[] }) => [r.lcaNumber, r.statusId, r.worksiteStates])).toEqual([
      ["LCA-2026-0001", 5, ["TX"]],
      ["LCA-2026-0002", 7, ["TX"]],
    ]);
    const d = await callApi("lca/details", { id: list.body.result.data[1].id }, { tenant: f.tenant.slug, token: f.manager.token });
    expect(d.body.result.data).toMatchObject({
      dolCaseNumber: "I-200-25102-000002",
      petitionerId: f.acme.id,
      employerFein: "12-3456789",
      filedDate: "2025-03-03",
      withdrawnDate: "2025-05-01",
      beginDate: "2025-09-01",
      endDate: "2028-08-31",
      wageFromCents: 6010,
      wageUnit: "Hour",
      pwCents: 11_000_000,
      pwLevel: "II",
      h1bDependent: false,
      willfulViolator: false,
      worksites: [expect.objectContaining({ address1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701" })],
      statusLogs: [expect.objectContaining({ statusId: 7, createdBy: f.manager.user.id })],
    });
  });

  it("lists every row's errors and imports nothing while one row is wrong; a second import of the same file is refused row by row", async () => {
    const f = await importFirm();
    const bad = csvOf([
      row(1),
      row(2, { CASE_NUMBER: "I-200-25000-000002", SOC_CODE: "151252", EMPLOYER_FEIN: "98-7654321" }),
      row(3, { CASE_NUMBER: row(1)[0], WORKSITE_STATE: "ZZ", WAGE_UNIT_OF_PAY: "Fortnight", BEGIN_DATE: "31/12/2025" }),
    ]);
    const preview = await f.send("import-preview", bad);
    expectStatus(preview, 200);
    const p = preview.body.result.data;
    expect(p).toMatchObject({ total: 3, valid: 1, invalid: 2 });
    // Every field and every match of every row: the bad SOC code does not hide the FEIN no client has.
    expect(p.rows[1].errors).toEqual({ CASE_NUMBER: "Not a DOL case number (I-200-YYDDD-NNNNNN)", SOC_CODE: "SOC code not valid", EMPLOYER_FEIN: "No client of your firm has this FEIN" });
    expect(p.rows[2].errors).toEqual({
      CASE_NUMBER: "Repeats line 2",
      WORKSITE_STATE: "Not a US state code",
      WAGE_UNIT_OF_PAY: "Unit must be Hour, Week, Bi-Weekly, Month or Year",
      BEGIN_DATE: "Begin date not valid",
    });
    const refused = await f.send("import", bad);
    expectField(refused, "file", "2 rows have errors (first: line 3); nothing was imported. Preview the file to see them.");
    expect(await lcaCount(f.tenant.id)).toBe(0);

    const unknownClient = await f.send("import-preview", csvOf([row(4, { EMPLOYER_FEIN: "98-7654321" })]));
    expect(unknownClient.body.result.data.rows[0].errors).toEqual({ EMPLOYER_FEIN: "No client of your firm has this FEIN" });
    const dup = csvOf([row(5), row(6, { CASE_NUMBER: row(5)[0] })]);
    expect((await f.send("import-preview", dup)).body.result.data.rows[1].errors).toEqual({ CASE_NUMBER: "Repeats line 2" });
    expectStatus(await f.send("import", csvOf([row(7)])), 200);
    const again = await f.send("import-preview", csvOf([row(7)]));
    expect(again.body.result.data.rows[0].errors).toEqual({ CASE_NUMBER: "Already in your LCAs (LCA-2026-0001)" });
  });

  it("a row with several problems lists them all, with codes for the screen: fields, the client match and both duplicate checks", async () => {
    const f = await importFirm();
    expectStatus(await f.send("import", csvOf([row(1)])), 200);
    const several = csvOf([
      row(2),
      row(3, { CASE_NUMBER: row(1)[0], SOC_CODE: "15-12", EMPLOYER_FEIN: "98-7654321", RECEIVED_DATE: "soon", FULL_TIME_POSITION: "maybe", WORKSITE_CITY: "" }),
      row(4, { CASE_NUMBER: row(2)[0], END_DATE: "2025-01-01" }),
    ]);
    const preview = await f.send("import-preview", several);
    expectStatus(preview, 200);
    const p = preview.body.result.data;
    expect(p).toMatchObject({ total: 3, valid: 1, invalid: 2 });
    expect(p.rows[1].problems).toEqual([
      { column: "SOC_CODE", code: "soc", message: "SOC code not valid" },
      { column: "RECEIVED_DATE", code: "receivedDate", message: "Received date not valid" },
      { column: "WORKSITE_CITY", code: "required", message: "WORKSITE_CITY is required", params: { column: "WORKSITE_CITY" } },
      { column: "FULL_TIME_POSITION", code: "yesNo", message: "Answer Y or N" },
      { column: "EMPLOYER_FEIN", code: "noClient", message: "No client of your firm has this FEIN" },
      { column: "CASE_NUMBER", code: "duplicate", message: "Already in your LCAs (LCA-2026-0001)", params: { lcaNumber: "LCA-2026-0001" } },
    ]);
    // The second line of a number already imported: both duplicate checks, in one column.
    expect(p.rows[2].errors).toEqual({ CASE_NUMBER: "Repeats line 2", END_DATE: "End date is before the begin date" });
    const dupBoth = await f.send("import-preview", csvOf([row(1), row(5, { CASE_NUMBER: row(1)[0] })]));
    expect(dupBoth.body.result.data.rows[1].errors).toEqual({ CASE_NUMBER: "Already in your LCAs (LCA-2026-0001); Repeats line 2" });
    expect(dupBoth.body.result.data.rows[1].problems.map((x: { code: string }) => x.code)).toEqual(["duplicate", "repeats"]);
    expectField(await f.send("import", several), "file", "2 rows have errors (first: line 3); nothing was imported. Preview the file to see them.");
  });

  it("reads XLSX (real dates, numbers, unknown columns) and more rows than one insert chunk", async () => {
    const f = await importFirm();
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet("LCA");
    sheet.addRow(HEADER);
    for (let n = 1; n <= 1200; n++) {
      const r: (string | number | Date)[] = row(n);
      r[HEADER.indexOf("BEGIN_DATE")] = new Date(Date.UTC(2025, 8, 1));
      r[HEADER.indexOf("PREVAILING_WAGE")] = 110000;
      sheet.addRow(r);
    }
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const done = await f.send("import", bytes, "flag-export.xlsx");
    expectStatus(done, 200);
    expect(done.body.result.data.imported).toBe(1200);
    const db = await getDb();
    expect(await lcaCount(f.tenant.id)).toBe(1200);
    expect(Number((await db.select({ n: count() }).from(lcaWorksites).where(eq(lcaWorksites.tenantId, f.tenant.id)))[0].n)).toBe(1200);
    const [last] = await db.select().from(lcas).where(and(eq(lcas.tenantId, f.tenant.id), eq(lcas.lcaNumber, "LCA-2026-1200")));
    expect(last).toMatchObject({ beginDate: "2025-09-01", pwCents: 11_000_000, jobTitle: "Software Engineer 1200" });
  });

  it("422 on a missing column, a file of another type, an empty file; 403 without lca.import; another firm's client is not matched", async () => {
    const f = await importFirm();
    const noFein = csvOf([row(1).filter((_, i) => HEADER[i] !== "EMPLOYER_FEIN")], HEADER.filter((h) => h !== "EMPLOYER_FEIN"));
    expectField(await f.send("import-preview", noFein), "file", "Missing columns: EMPLOYER_FEIN");
    expectField(await f.send("import-preview", PNG, "lcas.png"), "file", IMPORT_TYPES_MESSAGE);
    expectField(await f.send("import-preview", csvOf([])), "file", "The file has no rows");
    expectStatus(await f.send("import-preview", csvOf([row(1)]), "x.csv", f.paralegal.token), 403, "FORBIDDEN");
    const g = await importFirm();
    await createCompany(g.tenant.id, { feiNumber: "55-5555555" });
    const other = await f.send("import-preview", csvOf([row(1, { EMPLOYER_FEIN: "55-5555555" })]));
    expect(other.body.result.data.rows[0].errors).toEqual({ EMPLOYER_FEIN: "No client of your firm has this FEIN" });
  });
});
