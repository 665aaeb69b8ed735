// The demo firm (slug "demo") with one user per role, a second firm ("other") for isolation checks,
// and one user who belongs to both so the login account chooser shows. Runs only when "demo" is missing.
import { eq } from "drizzle-orm";
import { tenants, branches } from "@/db/schema/tenancy";
import { users, memberships } from "@/db/schema/identity";
import { authorizedSignatories, beneficiaries, companies, companyContacts, dependants } from "@/db/schema/clients";
import type { Db } from "@/lib/server/db/client";
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

export const DEMO_PASSWORD = "Demo@12345";

export const DEMO_LOGINS: { email: string; roleId: number }[] = [
  { email: "platform@demo.test", roleId: 1 },
  { email: "settings@demo.test", roleId: 2 },
  { email: "admin@demo.test", roleId: 3 },
  { email: "manager@demo.test", roleId: 4 },
  { email: "frontoffice@demo.test", roleId: 5 },
  { email: "attorney@demo.test", roleId: 6 },
  { email: "supervisor@demo.test", roleId: 7 },
  { email: "paralegal@demo.test", roleId: 8 },
  { email: "docmanager@demo.test", roleId: 9 },
  { email: "docexec@demo.test", roleId: 10 },
  { email: "lcamanager@demo.test", roleId: 11 },
  { email: "subscriber@demo.test", roleId: 12 },
  { email: "i9@demo.test", roleId: 49 },
  { email: "petitioner@demo.test", roleId: 50 },
  { email: "beneficiary@demo.test", roleId: 51 },
];

export type SeedReport = { seeded: boolean; logins: { email: string; role: string; url: string }[] };

const US = 231;

export async function seedDemo(db: Db): Promise<SeedReport> {
  const existing = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "demo")).limit(1);
  if (existing.length) return { seeded: false, logins: [] };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();

  await db.transaction(async (tx) => {
    const [demo] = await tx
      .insert(tenants)
      .values({
        slug: "demo",
        typeId: 1,
        name: "Demo Immigration Law Group LLP",
        adminName: "Dana Admin",
        adminEmail: "admin@demo.test",
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
      .values({ slug: "other", name: "Other & Partners Immigration", adminName: "Olive Other", adminEmail: "admin@other.test", profCompleted: true, profileUpdatedOn: now, permissions: DEFAULT_PERMISSIONS })
      .returning();

    const [hq, ny] = await tx
      .insert(branches)
      .values([
        { tenantId: demo.id, name: "Washington DC (HQ)", code: "DC", email: "dc@demo.test", phone: "2025550143", phoneCountryCode: "+1", address: { line1: "1600 K Street NW", countryId: US, stateId: 3929, zipcode: "20006" } },
        { tenantId: demo.id, name: "New York", code: "NY", email: "ny@demo.test", phone: "2125550188", phoneCountryCode: "+1", address: { line1: "350 Fifth Avenue", countryId: US, stateId: 3956, zipcode: "10118" } },
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
        DEMO_LOGINS.map((l) => ({
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
      DEMO_LOGINS.map((l, i) => ({
        tenantId: demo.id,
        userId: userRows[i].id,
        roleId: l.roleId,
        statusId: 1,
        companyId: l.roleId === 50 ? acme.id : null,
        branchId: l.roleId === 4 ? hq.id : null,
      })),
    );
    const beneficiaryUser = userRows[DEMO_LOGINS.findIndex((l) => l.roleId === 51)];

    // Arjun's id is chosen here: his sealed passport number is bound to it.
    const arjunId = randomUUID();
    const [arjun, wei, lucia] = await tx
      .insert(beneficiaries)
      .values([
        { id: arjunId, tenantId: demo.id, companyId: acme.id, branchId: hq.id, userId: beneficiaryUser.id, firstName: "Arjun", lastName: "Sharma", email: "beneficiary@demo.test", phone: "9876543210", phoneCountryCode: "+91", dateOfBirth: "1992-04-17", gender: "Male", countryOfBirthId: 101, citizenshipCountryId: 101, ...sealBeneficiaryNumbers(demo.id, arjunId, { passportNumber: "K1234567" }), passportCountryId: 101, passportExpiry: "2031-08-30" },
        { tenantId: demo.id, companyId: acme.id, branchId: hq.id, firstName: "Wei", lastName: "Zhang", email: "wei.zhang@example.com", dateOfBirth: "1990-11-02", countryOfBirthId: 44, citizenshipCountryId: 44 },
        { tenantId: demo.id, companyId: globex.id, branchId: ny.id, firstName: "Lucia", lastName: "Fernandez", email: "lucia.f@example.com", dateOfBirth: "1988-06-21", countryOfBirthId: 138, citizenshipCountryId: 138 },
      ])
      .returning();
    await tx.insert(dependants).values([
      { tenantId: demo.id, beneficiaryId: arjun.id, relation: "spouse", firstName: "Meera", lastName: "Sharma", dateOfBirth: "1994-01-09", countryOfBirthId: 101 },
      { tenantId: demo.id, beneficiaryId: arjun.id, relation: "child", firstName: "Anaya", lastName: "Sharma", dateOfBirth: "2021-03-15", countryOfBirthId: 231 },
    ]);

    const usersByRole = Object.fromEntries(DEMO_LOGINS.map((l, i) => [l.roleId, userRows[i].id]));
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

    await seedDemoBilling(tx, { tenantId: demo.id, acme: acme.id });

    const [otherAdmin, multi, billingPetitioner] = await tx
      .insert(users)
      .values([
        { email: "admin@other.test", passwordHash, name: "Olive Other", emailVerifiedAt: now, passwordUpdated: true, registrationCompleted: true },
        { email: "multi@demo.test", passwordHash, name: "Morgan Multi-Firm", emailVerifiedAt: now, passwordUpdated: true, registrationCompleted: true },
        { email: "billing-petitioner@demo.test", passwordHash, name: "Gloria Globex", firstName: "Gloria", lastName: "Globex", emailVerifiedAt: now, passwordUpdated: true, registrationCompleted: true },
      ])
      .returning();
    await tx.insert(memberships).values([
      { tenantId: demo.id, userId: billingPetitioner.id, roleId: 50, statusId: 1, companyId: globex.id },
      { tenantId: other.id, userId: otherAdmin.id, roleId: 3, statusId: 1 },
      { tenantId: demo.id, userId: multi.id, roleId: 6, statusId: 1 },
      { tenantId: other.id, userId: multi.id, roleId: 6, statusId: 1 },
    ]);
  });

  const url = (slug: string) => `http://${slug}.localhost:${env.port}/app/`;
  return {
    seeded: true,
    logins: [
      ...DEMO_LOGINS.map((l) => ({ email: l.email, role: `${l.roleId} ${ROLE_NAMES[l.roleId]}`, url: url("demo") })),
      { email: "admin@other.test", role: "3 Admin (firm 'other')", url: url("other") },
      { email: "multi@demo.test", role: "6 Attorney in both firms (account chooser)", url: url("demo") },
      { email: "billing-petitioner@demo.test", role: "50 Petitioner of Globex, no plan yet (sent to settings to subscribe)", url: url("demo") },
    ],
  };
}
