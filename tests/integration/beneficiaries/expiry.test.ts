// The expiry radar (issue 11 section 4): a person's US status documents on their record (I-94 number
// and end, visa stamp, EAD, first day in H-1B status), the radar in /api/beneficiary/details on the
// caller's day — with their determined PWDs and the I-94-before-validity warning — and reminders on the
// person's latest open case for its attorney; bad input refused.
import { describe, expect, it } from "vitest";
import { petitionAssignments } from "@/db/schema/cases";
import { pwdCases } from "@/db/schema/perm";
import { syncDeadlineReminders } from "@/lib/modules/reminders/deadline-scan";
import { getDb } from "@/lib/server/db/client";
import { createBeneficiary, createCompany, createUser } from "../../factories";
import { createCase } from "../documents/helpers";
import { deadlineReminders, notificationsOf, subjectReminders } from "../reminders/fixtures";
import { expectField, expectStatus, firm } from "../companies/fixtures";

const TODAY = "2026-11-25";

describe("the expiry radar", () => {
  it("lists the person's dates soonest first with their PWD, warns of a short I-94, and reminds the case team", async () => {
    const { tenant, call } = await firm();
    const company = await createCompany(tenant.id, { name: "Acme Robotics" });
    const person = await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: company.id, passportExpiry: "2027-01-31" });
    const update = (b: Record<string, unknown>) => call("beneficiary/update", { id: person.id, today: TODAY, ...b });
    expectField(await update({ i94Number: "12345" }), "i94Number", "I-94 Number not valid");
    expectStatus(await update({ i94Number: "123456789a1", i94Expiry: "2027-01-31", eadExpiry: "2026-11-01", h1bStartDate: "2021-01-01" }), 200);

    // An approved H-1B valid to 2028, and a determined PWD for her green card.
    const db = await getDb();
    const c = await createCase(tenant.id, { typeId: 1, subTypeId: 3, petitionerId: company.id, uscisResponse: "approved", validityStart: "2025-10-01", validityEnd: "2028-09-30" }, [person.id]);
    await db.insert(pwdCases).values({ tenantId: tenant.id, pwdNumber: "PWD-2026-0009", petitionerId: company.id, beneficiaryId: person.id, statusId: 16, jobTitle: "Engineer", socCode: "17-2199.08", positionType: "professional", worksiteCity: "Austin", worksiteState: "TX", educationLevel: "master", validityEnd: "2027-03-01" });

    const d = (await call("beneficiary/details", { id: person.id, today: TODAY })).body.result.data;
    expect(d).toMatchObject({ i94Number: "123456789A1", i94Expiry: "2027-01-31", eadExpiry: "2026-11-01", h1bStartDate: "2021-01-01" });
    expect(d.expiry.items.map((i: { kind: string; date: string; state: string; daysLeft: number }) => [i.kind, i.date, i.state, i.daysLeft])).toEqual([
      ["ead", "2026-11-01", "expired", -24],
      ["h1b_limit", "2026-12-31", "soon", 36],
      ["i94", "2027-01-31", "soon", 67],
      ["passport", "2027-01-31", "soon", 67],
      ["pwd", "2027-03-01", "later", 96],
    ]);
    expect(d.expiry.items[4].ref).toMatchObject({ label: "PWD-2026-0009" });
    expect(d.expiry.warnings).toEqual(["i94_before_validity", "passport_before_validity"]);

    // The case's attorney gets the reminders of each date (30, 14, 7, 1 days before and the day after).
    const attorney = await createUser(tenant, 6);
    await db.insert(petitionAssignments).values({ tenantId: tenant.id, petitionId: c.id, roleId: 6, userId: attorney.user.id });
    await syncDeadlineReminders(db, { tenantId: tenant.id }, TODAY);
    const rows = await deadlineReminders(tenant.id, c.id);
    const kinds = [...new Set(rows.map((r) => r.deadlineKind))].sort();
    // The approved H-1B's validity (to 2028-09-30) also makes the extension reminder 6 months before its end (issue 34 §2).
    expect(kinds).toEqual(["expiry.ead", "expiry.h1b_limit", "expiry.i94", "expiry.passport", "validity.extension"]);
    const i94 = rows.filter((r) => r.deadlineKind === "expiry.i94");
    expect(i94.map((r) => [r.offsetDays, r.deadlineDate])).toEqual([30, 14, 7, 1, -1].map((o) => [o, "2027-01-31"]));
    expect(i94[0]).toMatchObject({ title: `Case ${c.caseNumber}: Ana Lima's I-94 ends`, assigneeIds: [attorney.user.id] });

    // Cleared on the record: its reminders go at the next scan.
    expectStatus(await update({ i94Expiry: null }), 200);
    await syncDeadlineReminders(db, { tenantId: tenant.id }, TODAY);
    expect((await deadlineReminders(tenant.id, c.id)).filter((r) => r.deadlineKind === "expiry.i94" && r.status === "open")).toEqual([]);
  });

  it("refuses a malformed date", async () => {
    const { tenant, call } = await firm();
    const person = await createBeneficiary(tenant.id, { firstName: "Bo", lastName: "Chen" });
    const bad = await call("beneficiary/update", { id: person.id, visaStampExpiry: "2027-02-30" });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields?.visaStampExpiry).toBeTruthy();
  });
});

describe("POST /api/beneficiary/expiry-radar", () => {
  it("lists every person's passed and coming dates within the window, soonest first; filters; reach", async () => {
    const { tenant, call } = await firm();
    const acme = await createCompany(tenant.id, { name: "Acme" });
    const globex = await createCompany(tenant.id, { name: "Globex" });
    await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: acme.id, passportExpiry: "2027-01-31", eadExpiry: "2026-11-01", i94Expiry: "2027-10-01" });
    await createBeneficiary(tenant.id, { firstName: "Bo", lastName: "Chen", companyId: globex.id, visaStampExpiry: "2026-12-10" });
    await createBeneficiary(tenant.id, { firstName: "No", lastName: "Dates", companyId: acme.id });
    const radar = (body: Record<string, unknown> = {}) => call("beneficiary/expiry-radar", { today: TODAY, ...body });
    const shape = (res: Awaited<ReturnType<typeof radar>>) => res.body.result.data.map((r: { name: string; kind: string; date: string; state: string }) => [r.name, r.kind, r.date, r.state]);
    const all = await radar();
    expectStatus(all, 200);
    // Within 90 days (Feb 23, 2027) or passed; the I-94 of October 2027 is beyond the window.
    expect(shape(all)).toEqual([
      ["Ana Lima", "ead", "2026-11-01", "expired"],
      ["Bo Chen", "visa_stamp", "2026-12-10", "soon"],
      ["Ana Lima", "passport", "2027-01-31", "soon"],
    ]);
    expect(all.body.result.pagination?.total).toBe(3);
    expect(shape(await radar({ filter: { matcher: { withinDays: 365 } } }))).toContainEqual(["Ana Lima", "i94", "2027-10-01", "later"]);
    expect(shape(await radar({ filter: { matcher: { kinds: ["passport"] } } }))).toEqual([["Ana Lima", "passport", "2027-01-31", "soon"]]);
    expect(shape(await radar({ search: "globex" }))).toEqual([["Bo Chen", "visa_stamp", "2026-12-10", "soon"]]);
    expect(shape(await radar({ sortOrder: "desc", perpage: 1 }))).toEqual([["Ana Lima", "passport", "2027-01-31", "soon"]]);
    expect((await radar({ filter: { matcher: { withinDays: 45 } } })).status).toBe(422);
    expect((await radar({ filter: { matcher: { kinds: ["tattoo"] } } })).status).toBe(422);
    // A client sees its own people only; the subscriber does not read beneficiaries; another firm sees none.
    const client = await createUser(tenant, 50, { companyId: globex.id });
    expect(shape(await call("beneficiary/expiry-radar", { today: TODAY }, client.token))).toEqual([["Bo Chen", "visa_stamp", "2026-12-10", "soon"]]);
    expect((await call("beneficiary/expiry-radar", {}, (await createUser(tenant, 12)).token)).status).toBe(403);
    const other = await firm();
    expect((await other.call("beneficiary/expiry-radar", { today: TODAY })).body.result.data).toEqual([]);
  });
});

describe("the expiry radar of a person without an open case", () => {
  it("reminds the team of the person's latest case, else the firm's admins, leading to the person; a case opening for them takes over", async () => {
    const { tenant } = await firm();
    const db = await getDb();
    const company = await createCompany(tenant.id, { name: "Acme Robotics" });
    // Ana's H-1B case is closed (approved and closed last year); Ben never had a case with the firm.
    const ana = await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: company.id, i94Expiry: "2026-12-10" });
    const ben = await createBeneficiary(tenant.id, { firstName: "Ben", lastName: "Ode", companyId: company.id, passportExpiry: "2026-12-20" });
    const closed = await createCase(tenant.id, { typeId: 1, subTypeId: 3, petitionerId: company.id, closedAt: new Date("2025-11-01T12:00:00Z") }, [ana.id]);
    const attorney = await createUser(tenant, 6);
    await db.insert(petitionAssignments).values({ tenantId: tenant.id, petitionId: closed.id, roleId: 6, userId: attorney.user.id });
    const admin = await createUser(tenant, 3);

    await syncDeadlineReminders(db, { tenantId: tenant.id }, TODAY);
    const anas = await subjectReminders(tenant.id, `beneficiary:${ana.id}`);
    expect(anas.map((r) => [r.deadlineKind, r.offsetDays, r.deadlineDate])).toEqual([30, 14, 7, 1, -1].map((o) => ["person.i94", o, "2026-12-10"]));
    expect(anas[0]).toMatchObject({ petitionId: null, title: "Ana Lima's I-94 ends", assigneeIds: [attorney.user.id] });
    expect((await deadlineReminders(tenant.id, closed.id)).filter((r) => r.deadlineKind === "expiry.i94")).toEqual([]);
    const bens = await subjectReminders(tenant.id, `beneficiary:${ben.id}`);
    expect(bens[0]).toMatchObject({ deadlineKind: "person.passport", title: "Ben Ode's passport ends" });
    expect(bens[0].assigneeIds).toContain(admin.user.id);

    // The 30-day reminder of Ana's I-94 is due today: her former attorney is told, with the person as the link.
    const told = await notificationsOf(tenant.id, attorney.user.id);
    expect(told).toEqual([expect.objectContaining({ kind: "person.expiry-approaching", link: `/app/beneficiaries?focus=${ana.id}`, params: expect.objectContaining({ name: "Ana Lima", what: "i94", date: "2026-12-10", days: 15 }) })]);

    // A new case for Ana: its reminders take over, the person's are dismissed at the next scan.
    const renewal = await createCase(tenant.id, { typeId: 1, subTypeId: 3, petitionerId: company.id }, [ana.id]);
    await syncDeadlineReminders(db, { tenantId: tenant.id }, TODAY);
    expect((await subjectReminders(tenant.id, `beneficiary:${ana.id}`)).filter((r) => r.status === "open")).toEqual([]);
    expect((await deadlineReminders(tenant.id, renewal.id)).filter((r) => r.deadlineKind === "expiry.i94").map((r) => r.offsetDays)).toEqual([30, 14, 7, 1, -1]);
    // Another firm's scan never touches them.
    const other = await firm();
    await syncDeadlineReminders(db, { tenantId: other.tenant.id }, TODAY);
    expect(await subjectReminders(other.tenant.id, `beneficiary:${ben.id}`)).toEqual([]);
    expect((await subjectReminders(tenant.id, `beneficiary:${ben.id}`)).filter((r) => r.status === "open")).toHaveLength(5);
  });
});
