// The demo firm (slug "demo") with one user per role, a second firm ("other") for isolation checks,
// and one user who belongs to both so the login account chooser shows. Runs only when "demo" is missing.
// E2E_FIRMS=N (set by playwright.config.ts for its N workers) seeds N such pairs: "demo"/"other" and
// "demo2"/"other2" … "demoN"/"otherN", each with its own logins (<role>@demo2.test …), so that the journeys of
// one Playwright worker never see another worker's data (tests/e2e/firm.ts picks the worker's firm).
import { eq } from "drizzle-orm";
import { tenants, branches } from "@/db/schema/tenancy";
import { users, memberships } from "@/db/schema/identity";
import { authorizedSignatories, beneficiaries, companies, companyContacts, dependants } from "@/db/schema/clients";
import type { Db, Executor } from "@/lib/server/db/client";
import { hashPassword } from "@/lib/server/auth/crypto";
import { env } from "@/lib/server/env";
import { seedDemoCases } from "./demo-cases";
import { seedDemoLcas } from "./demo-lcas";
import { seedDemoI9 } from "./demo-i9";
import { seedDemoPwds } from "./demo-pwds";
import { seedDemoBilling } from "./demo-billing";
import { letterTemplates } from "@/db/schema/letters";
import { STARTER_LETTERS } from "@/lib/modules/letters/starter";
import { sealBeneficiaryNumbers } from "@/lib/modules/beneficiaries/numbers";
import { randomUUID } from "node:crypto";
import { DEFAULT_PERMISSIONS, ROLE, ROLE_NAMES } from "@/lib/shared/constants/roles";
import { demoFirm, type DemoFirm } from "./demo-firms";

export const DEMO_PASSWORD = "Demo@12345";

const ROLE_LOGINS: { user: string; roleId: number }[] = [
  { user: "platform", roleId: 1 },
  { user: "settings", roleId: 2 },
  { user: "admin", roleId: 3 },
  { user: "manager", roleId: 4 },
  { user: "frontoffice", roleId: 5 },
  { user: "attorney", roleId: 6 },
  { user: "supervisor", roleId: 7 },
  { user: "paralegal", roleId: 8 },
  { user: "docmanager", roleId: 9 },
  { user: "docexec", roleId: 10 },
  { user: "lcamanager", roleId: 11 },
  { user: "subscriber", roleId: 12 },
  { user: "i9", roleId: 49 },
  { user: "petitioner", roleId: 50 },
  { user: "beneficiary", roleId: 51 },
];

/** One login per role of the firm (`<role>@<domain>`). */
const demoLogins = (firm: DemoFirm) => ROLE_LOGINS.map((l) => ({ email: `${l.user}@${firm.domain}`, roleId: l.roleId }));

export type SeedReport = { seeded: boolean; logins: { email: string; role: string; url: string }[] };

const US = 231;

export async function seedDemo(db: Db): Promise<SeedReport> {
  const existing = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "demo")).limit(1);
  if (existing.length) return { seeded: false, logins: [] };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (let k = 1; k <= env.demoFirms; k++) {
    const firm = demoFirm(k);
    await db.transaction((tx) => seedDemoFirm(tx, firm, passwordHash));
  }
  const firm = demoFirm(1);
  const url = (slug: string) => `http://${slug}.localhost:${env.port}/app/`;
  return {
    seeded: true,
    logins: [
      ...demoLogins(firm).map((l) => ({ email: l.email, role: `${l.roleId} ${ROLE_NAMES[l.roleId]}`, url: url(firm.slug) })),
      { email: `admin@${firm.other.domain}`, role: `3 Admin (firm '${firm.other.slug}')`, url: url(firm.other.slug) },
      { email: `multi@${firm.domain}`, role: "6 Attorney in both firms (account chooser)", url: url(firm.slug) },
      { email: `billing-petitioner@${firm.domain}`, role: "50 Petitioner of Globex, no plan yet (sent to settings to subscribe)", url: url(firm.slug) },
    ],
  };
}

/** One demo firm and its "other" firm, in the caller's transaction. */
async function seedDemoFirm(tx: Executor, firm: DemoFirm, passwordHash: string): Promise<void> {
  const now = new Date();
  const logins = demoLogins(firm);
  const d = firm.domain;
  const [demo] = await tx
    .insert(tenants)
    .values({
      slug: firm.slug,
      typeId: 1,
      name: firm.name,
      adminName: "Dana Admin",
      adminEmail: `admin@${d}`,
      phone: "2025550143",
      phoneCountryCode: "+1",
      feiNumber: "12-3456789",
      website: "https://demo-immigration.example",
      address: { line1: "1600 K Street NW", aptType: "STE", aptNumber: "500", countryId: US, stateId: 3929, zipcode: "20006" },
      profCompleted: true,
      profileUpdatedOn: now,
      permissions: DEFAULT_PERMISSIONS,
      branchSetupCompleted: true,
    })
    .returning();
  const [other] = await tx
    .insert(tenants)
    .values({ slug: firm.other.slug, name: firm.other.name, adminName: "Olive Other", adminEmail: `admin@${firm.other.domain}`, profCompleted: true, profileUpdatedOn: now, permissions: DEFAULT_PERMISSIONS })
    .returning();

  const [hq, ny] = await tx
    .insert(branches)
    .values([
      { tenantId: demo.id, name: "Washington DC (HQ)", code: "DC", email: `dc@${d}`, phone: "2025550143", phoneCountryCode: "+1", address: { line1: "1600 K Street NW", countryId: US, stateId: 3929, zipcode: "20006" } },
      { tenantId: demo.id, name: "New York", code: "NY", email: `ny@${d}`, phone: "2125550188", phoneCountryCode: "+1", address: { line1: "350 Fifth Avenue", countryId: US, stateId: 3956, zipcode: "10118" } },
    ])
    .returning();

  const [acme, globex] = await tx
    .insert(companies)
    .values([
      { tenantId: demo.id, branchId: hq.id, name: "Acme Technologies Inc.", feiNumber: "98-7654321", email: "hr@acme.example", phone: "4155550100", phoneCountryCode: "+1", website: "https://acme.example", address: { line1: "500 Howard Street", countryId: US, stateId: 3924, zipcode: "94105" }, naicsCode: "541511", yearEstablished: 2004, employeeCount: 420, registrationCompleted: true, profileUpdatedOn: now },
      { tenantId: demo.id, branchId: ny.id, name: "Globex Analytics LLC", feiNumber: "45-1122334", email: "people@globex.example", phone: "6465550123", phoneCountryCode: "+1", address: { line1: "11 Madison Avenue", countryId: US, stateId: 3956, zipcode: "10010" }, naicsCode: "541715", yearEstablished: 2012, employeeCount: 85, registrationCompleted: true, profileUpdatedOn: now },
    ])
    .returning();
  await tx.insert(companies).values({ tenantId: demo.id, branchId: hq.id, accountType: "Individual", accountSubType: "Sponsor", name: "Maria Lopez", firstName: "Maria", lastName: "Lopez", email: "maria.lopez@example.com", phone: "3055550199", phoneCountryCode: "+1", registrationCompleted: true });
  await tx.insert(companies).values({ tenantId: other.id, name: "Initech Corp.", feiNumber: "77-1234567", email: "hr@initech.example", registrationCompleted: true });
  await tx.insert(companyContacts).values([
    { tenantId: demo.id, companyId: acme.id, name: "Priya Raman", title: "HR Director", email: "priya@acme.example", phone: "4155550101", phoneCountryCode: "+1", isPrimary: true },
    { tenantId: demo.id, companyId: globex.id, name: "Tom Becker", title: "People Operations", email: "tom@globex.example", isPrimary: true },
  ]);
  await tx.insert(authorizedSignatories).values([
    { tenantId: demo.id, companyId: acme.id, firstName: "Jordan", lastName: "Reyes", title: "Chief Executive Officer", email: "jordan@acme.example", phone: "4155550102", phoneCountryCode: "+1" },
    { tenantId: demo.id, companyId: globex.id, firstName: "Hana", lastName: "Sato", title: "VP Finance", email: "hana@globex.example" },
  ]);

  const userRows = await tx
    .insert(users)
    .values(
      logins.map((l) => ({
        email: l.email,
        passwordHash,
        name: `Demo ${ROLE_NAMES[l.roleId]}`,
        firstName: "Demo",
        lastName: ROLE_NAMES[l.roleId],
        emailVerifiedAt: now,
        passwordUpdated: true,
        registrationCompleted: true,
      })),
    )
    .returning();
  await tx.insert(memberships).values(
    logins.map((l, i) => ({
      tenantId: demo.id,
      userId: userRows[i].id,
      roleId: l.roleId,
      statusId: 1,
      companyId: l.roleId === 50 ? acme.id : null,
      branchId: l.roleId === 4 ? hq.id : null,
    })),
  );
  const beneficiaryUser = userRows[logins.findIndex((l) => l.roleId === 51)];

  // Arjun's id is chosen here: his sealed passport number is bound to it.
  const arjunId = randomUUID();
  const [arjun, wei, lucia] = await tx
    .insert(beneficiaries)
    .values([
      { id: arjunId, tenantId: demo.id, companyId: acme.id, branchId: hq.id, userId: beneficiaryUser.id, firstName: "Arjun", lastName: "Sharma", email: `beneficiary@${d}`, phone: "9876543210", phoneCountryCode: "+91", dateOfBirth: "1992-04-17", gender: "Male", countryOfBirthId: 101, citizenshipCountryId: 101, ...sealBeneficiaryNumbers(demo.id, arjunId, { passportNumber: "K1234567" }), passportCountryId: 101, passportExpiry: "2031-08-30" },
      { tenantId: demo.id, companyId: acme.id, branchId: hq.id, firstName: "Wei", lastName: "Zhang", email: "wei.zhang@example.com", dateOfBirth: "1990-11-02", countryOfBirthId: 44, citizenshipCountryId: 44 },
      { tenantId: demo.id, companyId: globex.id, branchId: ny.id, firstName: "Lucia", lastName: "Fernandez", email: "lucia.f@example.com", dateOfBirth: "1988-06-21", countryOfBirthId: 138, citizenshipCountryId: 138 },
    ])
    .returning();
  await tx.insert(dependants).values([
    { tenantId: demo.id, beneficiaryId: arjun.id, relation: "spouse", firstName: "Meera", lastName: "Sharma", dateOfBirth: "1994-01-09", countryOfBirthId: 101 },
    { tenantId: demo.id, beneficiaryId: arjun.id, relation: "child", firstName: "Anaya", lastName: "Sharma", dateOfBirth: "2021-03-15", countryOfBirthId: 231 },
  ]);

  const usersByRole = Object.fromEntries(logins.map((l, i) => [l.roleId, userRows[i].id]));
  const caseIds = await seedDemoCases(tx, {
    tenantId: demo.id,
    branches: { hq: hq.id, ny: ny.id },
    companies: { acme: acme.id, globex: globex.id },
    beneficiaries: { arjun: arjun.id, wei: wei.id, lucia: lucia.id },
    usersByRole,
  });
  await seedDemoLcas(tx, { tenantId: demo.id, branches: { hq: hq.id, ny: ny.id }, companies: { acme: acme.id, globex: globex.id }, caseIds, usersByRole });
  await seedDemoPwds(tx, { tenantId: demo.id, branchId: ny.id, globex: globex.id, lucia: lucia.id, createdBy: usersByRole[ROLE.PARALEGAL] });
  await seedDemoI9(tx, { tenantId: demo.id, acme: acme.id, i9User: usersByRole[ROLE.I9_USER], createdBy: usersByRole[ROLE.ADMIN] });
  // Both firms start with the starter letter templates, as a firm invited through the platform does.
  await tx.insert(letterTemplates).values([demo.id, other.id].flatMap((tenantId) => STARTER_LETTERS.map((l) => ({ tenantId, ...l }))));

  await seedDemoBilling(tx, { tenantId: demo.id, acme: acme.id, firm });

  const [otherAdmin, multi, billingPetitioner] = await tx
    .insert(users)
    .values([
      { email: `admin@${firm.other.domain}`, passwordHash, name: "Olive Other", emailVerifiedAt: now, passwordUpdated: true, registrationCompleted: true },
      { email: `multi@${d}`, passwordHash, name: "Morgan Multi-Firm", emailVerifiedAt: now, passwordUpdated: true, registrationCompleted: true },
      { email: `billing-petitioner@${d}`, passwordHash, name: "Gloria Globex", firstName: "Gloria", lastName: "Globex", emailVerifiedAt: now, passwordUpdated: true, registrationCompleted: true },
    ])
    .returning();
  await tx.insert(memberships).values([
    { tenantId: demo.id, userId: billingPetitioner.id, roleId: 50, statusId: 1, companyId: globex.id },
    { tenantId: other.id, userId: otherAdmin.id, roleId: 3, statusId: 1 },
    { tenantId: demo.id, userId: multi.id, roleId: 6, statusId: 1 },
    { tenantId: other.id, userId: multi.id, roleId: 6, statusId: 1 },
  ]);
}
