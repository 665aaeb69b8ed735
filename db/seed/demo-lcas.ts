// LCAs of the demo firm at three stages: a certified one backing Arjun's extension (filed a month ago),
// one in preparation by the LCA manager for Wei's cap petition, and one Globex asked for. Rows are
// written directly, with their status lines, as the LCA module would have.
import { lcaCases, lcaHistory, lcas, lcaWorksites } from "@/db/schema/lca";
import { and, eq } from "drizzle-orm";
import { petitions, tenantCounters } from "@/db/schema/cases";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const at = (offset: number) => new Date(Date.now() + offset * 86_400_000);

export async function seedDemoLcas(
  tx: Executor,
  ids: { tenantId: string; branches: { hq: string; ny: string }; companies: { acme: string; globex: string }; caseIds: string[]; usersByRole: Record<number, string> },
): Promise<void> {
  const year = new Date().getUTCFullYear();
  const manager = ids.usersByRole[ROLE.LCA_MANAGER];
  const client = ids.usersByRole[ROLE.PETITIONER];
  const filed = day(-30);
  const doy = String(Math.floor((Date.parse(filed) - Date.UTC(Number(filed.slice(0, 4)), 0, 1)) / 86_400_000) + 1).padStart(3, "0");
  const common = { tenantId: ids.tenantId, visaClass: "H-1B", fullTime: true, workers: 1, wageUnit: "Year", pwUnit: "Year", pwSource: "OEWS", h1bDependent: false, willfulViolator: false };
  const [certified, preparing, requested] = await tx
    .insert(lcas)
    .values([
      {
        ...common,
        lcaNumber: `LCA-${year}-0001`,
        statusId: 5,
        petitionerId: ids.companies.acme,
        branchId: ids.branches.hq,
        employerFein: "98-7654321",
        jobTitle: "Senior Software Developer",
        socCode: "15-1252.00",
        socTitle: "Software Developers",
        beginDate: day(30),
        endDate: day(30 + 3 * 365 - 2),
        wageFromCents: 16_500_000,
        pwCents: 14_872_000,
        pwLevel: "III",
        dolCaseNumber: `I-200-${filed.slice(2, 4)}${doy}-482913`,
        filedDate: filed,
        decisionDate: day(-23),
        createdBy: manager,
        createdAt: at(-40),
      },
      {
        ...common,
        lcaNumber: `LCA-${year}-0002`,
        statusId: 2,
        petitionerId: ids.companies.acme,
        branchId: ids.branches.hq,
        employerFein: "98-7654321",
        jobTitle: "Data Scientist",
        socCode: "15-2051.00",
        socTitle: "Data Scientists",
        beginDate: "2027-10-01",
        endDate: "2030-09-30",
        wageFromCents: 13_000_000,
        pwCents: 12_168_000,
        pwLevel: "II",
        createdBy: manager,
        createdAt: at(-10),
      },
      {
        tenantId: ids.tenantId,
        lcaNumber: `LCA-${year}-0003`,
        statusId: 1,
        petitionerId: ids.companies.globex,
        branchId: ids.branches.ny,
        employerFein: null,
        jobTitle: "Financial Analyst",
        createdBy: client,
        createdAt: at(-2),
      },
    ])
    .returning();
  await tx.insert(lcaWorksites).values([
    { tenantId: ids.tenantId, lcaId: certified.id, address1: "500 Howard Street", city: "San Francisco", county: "San Francisco", state: "CA", postalCode: "94105", workers: 1 },
    { tenantId: ids.tenantId, lcaId: preparing.id, address1: "500 Howard Street", city: "San Francisco", county: "San Francisco", state: "CA", postalCode: "94105", workers: 1 },
  ]);
  await tx.insert(lcaCases).values([
    { tenantId: ids.tenantId, lcaId: certified.id, petitionId: ids.caseIds[1] },
    { tenantId: ids.tenantId, lcaId: preparing.id, petitionId: ids.caseIds[0] },
  ]);
  // The LCA standing the LCA module keeps on its cases (syncCaseLcaStanding): the second case has a certified LCA.
  await tx.update(petitions).set({ lcaFiled: true, lcaCertified: true }).where(and(eq(petitions.tenantId, ids.tenantId), eq(petitions.id, ids.caseIds[1])));
  const status = (lcaId: string, statusId: number, userId: string, offset: number, params: Record<string, string | number | null> = {}) => ({ tenantId: ids.tenantId, lcaId, code: statusId === 1 ? "requested" : "status", statusId, params, userId, createdAt: at(offset) });
  await tx.insert(lcaHistory).values([
    status(certified.id, 1, manager, -40),
    status(certified.id, 2, manager, -39, { from: 1 }),
    status(certified.id, 4, manager, -30, { from: 2, date: filed, dolCaseNumber: certified.dolCaseNumber }),
    status(certified.id, 5, manager, -23, { from: 4, date: day(-23) }),
    status(preparing.id, 1, manager, -10),
    status(preparing.id, 2, manager, -9, { from: 1 }),
    status(requested.id, 1, client, -2),
  ]);
  await tx.insert(tenantCounters).values({ tenantId: ids.tenantId, name: `lca:${year}`, value: 3 });
}
