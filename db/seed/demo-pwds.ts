// The demo firm's prevailing wage determination: Globex's Financial Analyst position for Lucia's green
// card, filed four months ago and determined two months ago (valid ten months), ready for the PERM case
// of 2026-000003. Written directly, as the PERM module would have.
import { tenantCounters } from "@/db/schema/cases";
import { pwdCases } from "@/db/schema/perm";
import type { Executor } from "@/lib/server/db/client";
import { addDays } from "@/lib/shared/calendar";

export async function seedDemoPwds(tx: Executor, ids: { tenantId: string; branchId: string; globex: string; lucia: string; createdBy: string }): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const filed = addDays(today, -120);
  const doy = String(Math.floor((Date.parse(filed) - Date.UTC(Number(filed.slice(0, 4)), 0, 1)) / 86_400_000) + 1).padStart(3, "0");
  const determined = addDays(today, -60);
  await tx.insert(pwdCases).values({
    tenantId: ids.tenantId,
    pwdNumber: `PWD-${year}-0001`,
    petitionerId: ids.globex,
    beneficiaryId: ids.lucia,
    branchId: ids.branchId,
    statusId: 16,
    jobTitle: "Financial Analyst",
    socCode: "13-2051.00",
    positionType: "professional",
    worksiteCity: "New York",
    worksiteCounty: "New York",
    worksiteState: "NY",
    educationLevel: "bachelor",
    experienceMonths: 24,
    filedDate: filed,
    dolCaseNumber: `P-100-${filed.slice(2, 4)}${doy}-310554`,
    determinationDate: determined,
    wageCents: 9_850_000,
    wageUnit: "Year",
    wageLevel: "II",
    validityEnd: addDays(determined, 300),
    createdByUserId: ids.createdBy,
    createdAt: new Date(Date.now() - 125 * 86_400_000),
  });
  await tx.insert(tenantCounters).values({ tenantId: ids.tenantId, name: `pwd:${year}`, value: 1 });
}
