// The LCA import measured (issue 10: "a file of 10,000 rows imports in well under a minute"): a DOL
// disclosure file of N rows (default 10,000) as CSV and as XLSX, previewed then imported, on the
// embedded database or DATABASE_URL. Run: npx tsx --conditions=react-server --tsconfig tsconfig.json scripts/bench/lca-import.ts [rows]
import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { companies } from "@/db/schema/clients";
import { tenants } from "@/db/schema/tenancy";
import { prepareDatabase } from "@/db/seed/prepare";
import { commitImport, previewImport } from "@/lib/modules/lca/import-lcas";
import { serviceContext } from "@/lib/server/context";
import { closeDb, getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";

const N = Number(process.argv[2] ?? 10_000);
const HEADER = ["CASE_NUMBER", "CASE_STATUS", "RECEIVED_DATE", "DECISION_DATE", "VISA_CLASS", "JOB_TITLE", "SOC_CODE", "SOC_TITLE", "FULL_TIME_POSITION", "BEGIN_DATE", "END_DATE", "TOTAL_WORKER_POSITIONS", "EMPLOYER_NAME", "EMPLOYER_FEIN", "WORKSITE_ADDRESS1", "WORKSITE_CITY", "WORKSITE_STATE", "WORKSITE_POSTAL_CODE", "WAGE_RATE_OF_PAY_FROM", "WAGE_RATE_OF_PAY_TO", "WAGE_UNIT_OF_PAY", "PREVAILING_WAGE", "PW_UNIT_OF_PAY", "PW_WAGE_LEVEL", "H_1B_DEPENDENT", "WILLFUL_VIOLATOR"];
const row = (n: number, fein: string) => [`I-200-25${String(1 + (n % 365)).padStart(3, "0")}-${String(n).padStart(6, "0")}`, n % 10 ? "Certified" : "Withdrawn", "2025-03-03", "2025-03-10", "H-1B", `Software Engineer ${n}`, "15-1252.00", "Software Developers", "Y", "2025-09-01", "2028-08-31", "1", "BENCH EMPLOYER", fein, `${n} Main St`, "Austin", "TX", "78701", "125000", "", "Year", "110000", "Year", "II", "N", "N"];

await prepareDatabase({ seedDemo: false, log: () => {} });
const db = await getDb();

async function run(label: string, build: (fein: string) => Promise<{ name: string; bytes: Buffer; mimetype: string }>) {
  const slug = `bench-${randomUUID().slice(0, 8)}`;
  const [tenant] = await db.insert(tenants).values({ slug, name: slug, adminName: "Bench", adminEmail: `${slug}@bench.test`, profCompleted: true }).returning();
  const fein = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`.replace(/^(\d{2})/, "$1-");
  await db.insert(companies).values({ tenantId: tenant.id, name: "Bench Employer", feiNumber: fein });
  const actor = { sessionId: "bench", userId: randomUUID(), tenantId: tenant.id, membershipId: randomUUID(), roleId: ROLE.ADMIN, companyId: null, branchId: null, email: "bench@bench.test", name: "Bench", dateFormat: "MDY" as const, permissions: [] };
  const ctx = serviceContext({ db, tenant, actor, clock: { timezone: "UTC", today: new Date().toISOString().slice(0, 10) } });
  const f = await build(fein);
  const file = { name: f.name, mimetype: f.mimetype, size: f.bytes.length, bytes: f.bytes };
  let t = performance.now();
  const preview = await previewImport(ctx, file);
  const previewMs = performance.now() - t;
  t = performance.now();
  const done = await commitImport(ctx, file);
  const importMs = performance.now() - t;
  console.log(`${label.padEnd(5)} ${(f.bytes.length / 1e6).toFixed(1)} MB: preview ${(previewMs / 1000).toFixed(1)} s (${preview.valid} valid, ${preview.invalid} invalid); import ${(importMs / 1000).toFixed(1)} s (${done.imported} LCAs)`);
}

console.log(`${N} rows, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)"}`);
await run("CSV", async (fein) => ({ name: "disclosure.csv", mimetype: "text/csv", bytes: Buffer.from([HEADER, ...Array.from({ length: N }, (_, i) => row(i + 1, fein))].map((r) => r.join(",")).join("\n")) }));
await run("XLSX", async (fein) => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet("LCA");
  sheet.addRow(HEADER);
  for (let i = 1; i <= N; i++) sheet.addRow(row(i, fein));
  return { name: "disclosure.xlsx", mimetype: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", bytes: Buffer.from(await wb.xlsx.writeBuffer()) };
});
await closeDb();
