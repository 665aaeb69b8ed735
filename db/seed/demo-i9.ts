// The demo firm's I-9 starting point: the I-9 user (49) works for Acme and for the firm itself, and Acme
// has three employees — two employed, one who left last year — and one remote verifier (a notary). Written directly, as the I-9 module would.
import { i9Employees, i9UserEmployers, i9Verifiers } from "@/db/schema/i9";
import type { Executor } from "@/lib/server/db/client";
import { addDays } from "@/lib/shared/calendar";

export async function seedDemoI9(tx: Executor, ids: { tenantId: string; acme: string; i9User: string; createdBy: string }): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await tx.insert(i9UserEmployers).values([
    { tenantId: ids.tenantId, userId: ids.i9User, companyId: ids.acme },
    { tenantId: ids.tenantId, userId: ids.i9User, companyId: null },
  ]);
  await tx.insert(i9Employees).values([
    { tenantId: ids.tenantId, companyId: ids.acme, firstName: "Rosa", lastName: "Delgado", email: "rosa.delgado@acme.example", externalId: "ACME-0412", hireDate: addDays(today, -400), workLocation: "San Francisco, CA", createdByUserId: ids.createdBy },
    { tenantId: ids.tenantId, companyId: ids.acme, firstName: "Kwame", lastName: "Mensah", email: "kwame.mensah@acme.example", externalId: "ACME-0538", hireDate: addDays(today, -30), workLocation: "San Francisco, CA", createdByUserId: ids.createdBy },
    { tenantId: ids.tenantId, companyId: ids.acme, firstName: "Elena", lastName: "Petrova", externalId: "ACME-0097", hireDate: addDays(today, -1500), terminationDate: addDays(today, -300), workLocation: "Oakland, CA", createdByUserId: ids.createdBy },
  ]);
  await tx.insert(i9Verifiers).values({ tenantId: ids.tenantId, name: "Nora Quinn", email: "nora.quinn@notary.example", organization: "Bay Area Mobile Notary", title: "Notary Public", phone: "+1 415 555 0142" });
}
