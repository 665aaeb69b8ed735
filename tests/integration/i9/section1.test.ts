// Form I-9 Section 1 (issue 12 section 2): the employer sends the employee a link; the employee fills and
// signs Section 1 once with the token alone; the numbers are stored encrypted, shown masked, revealed only
// to a role with i9.sensitive (on the audit trail); happy path, 422, 403, another firm's 404, 410.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { i9Events, i9Records } from "@/db/schema/i9";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { SECTION1_PATH } from "@/lib/modules/i9/section1-contract";
import { createCompany, createFirm, createUser, uid } from "../../factories";
import { SECTION1, section1World, TODAY } from "./fixtures";
import { callApi } from "../api";
import { latestMail } from "../auth/helpers";
import { expectField, expectStatus } from "../documents/helpers";

describe("the employee's Section 1 link", () => {
  it("is e-mailed to the employee, signs Section 1 once, seals the numbers and tells the sender", async () => {
    const w = await section1World();
    const { to, token, mail } = await w.send();
    expect(to).toBe(w.email);
    expect(mail.subject).toContain("Section 1");
    const details = await w.link("section1-details", token);
    expectStatus(details, 200);
    expect(details.body.result.data).toMatchObject({ recordId: w.record.id, employerName: "Acme Robotics Inc", hireDate: "2026-11-30", firstName: "Ana", lastName: "Ruiz", email: w.email });

    const ok = await w.link("section1-submit", token, { section1: SECTION1 });
    expectStatus(ok, 200);
    expect(ok.body.result.data).toEqual({ section2Due: "2026-12-03" });
    expectStatus(await w.link("section1-submit", token, { section1: SECTION1 }), 410, "QUESTIONNAIRE_SUBMITTED");
    expectStatus(await w.link("section1-details", token), 410, "QUESTIONNAIRE_SUBMITTED");

    // Stored: no number in plain text anywhere in the row; the state moved on.
    const db = await getDb();
    const [row] = await db.select().from(i9Records).where(eq(i9Records.id, w.record.id));
    expect(row).toMatchObject({ state: "section2_pending", citizenship: "authorized_alien", authorizedUntil: "2027-06-30" });
    expect(JSON.stringify(row)).not.toContain("123456789");
    expect(JSON.stringify(row)).not.toContain("12345678901");
    expect(row.ssnIndex).toBeTruthy();

    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d).toMatchObject({ status: "section2_pending", citizenship: "authorized_alien", duplicateSsn: false });
    expect(d.section1).toMatchObject({ lastName: "Ruiz", middleInitial: "m", dateOfBirth: "2000-02-29", state: "TX", zip: "78701", ssn: "•••••6789", i94Number: "•••••••8901", uscisNumber: null, authorizedUntil: "2027-06-30", signature: "ana ruiz", preparers: [] });

    const [signed] = await db.select().from(i9Events).where(and(eq(i9Events.recordId, w.record.id), eq(i9Events.action, "section1.signed")));
    expect(signed).toMatchObject({ actorKind: "employee", actorName: "ana ruiz", detail: expect.objectContaining({ citizenship: "authorized_alien", preparers: 0 }) });
    expect(signed.ip).toBeTruthy();
    const notes = await db.select().from(notifications).where(and(eq(notifications.tenantId, w.tenant.id), eq(notifications.kind, "i9.section1-signed")));
    expect(notes).toHaveLength(1);
    expect(notes[0].link).toBe(`/app/i9-details/${w.record.id}`);
  });

  it("reveals a number whole only to a role with i9.sensitive, and records each view", async () => {
    const w = await section1World();
    const { token } = await w.send();
    expectStatus(await w.link("section1-submit", token, { section1: SECTION1 }), 200);
    const shown = await w.call("i9/reveal", { id: w.record.id, field: "ssn" });
    expectStatus(shown, 200);
    expect(shown.body.result.data).toEqual({ value: "123-45-6789" });
    expect((await w.call("i9/reveal", { id: w.record.id, field: "uscisNumber" })).body.result.data).toEqual({ value: null });
    expectField(await w.call("i9/reveal", { id: w.record.id, field: "dateOfBirth" }), "field");
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string; detail: { field?: string } }[];
    expect(trail.filter((e) => e.action === "sensitive.viewed").map((e) => e.detail.field).sort()).toEqual(["ssn", "uscisNumber"]);
    // A branch manager reads I-9s of its branch but never a whole number.
    const manager = await createUser(w.tenant, 4);
    expectStatus(await w.call("i9/reveal", { id: w.record.id, field: "ssn" }, manager.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("i9/reveal", { id: w.record.id, field: "ssn" }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });

  it("flags another employee's I-9 with the same SSN", async () => {
    const w = await section1World();
    expectStatus(await w.link("section1-submit", (await w.send()).token, { section1: SECTION1 }), 200);
    const evaEmail = `eva.${uid()}@example.com`;
    const twin = (await w.call("employees/create", { companyId: w.acme.id, firstName: "Eva", lastName: "Diaz", email: evaEmail, hireDate: "11/30/2026" })).body.result.data;
    const rec = (await w.call("i9/create", { employeeId: twin.id })).body.result.data;
    const res = await w.call("i9/send-section1-link", { id: rec.id });
    const m = new RegExp(`${SECTION1_PATH}/${rec.id}\\?token=([A-Za-z0-9_-]+)`).exec((await latestMail(evaEmail)).textBody)!;
    expectStatus(res, 200);
    // The Section 1 e-mail is bilingual, the line under its button too.
    expect((await latestMail(evaEmail)).htmlBody).toContain("copy this address into your browser: / Si el botón no funciona, copie esta dirección en su navegador:");
    const submit = await callApi("i9-fill/section1-submit", { today: TODAY, id: rec.id, section1: { ...SECTION1, firstName: "Eva", lastName: "Diaz", signature: "Eva Diaz", ssn: "123456789" } }, { tenant: w.tenant.slug, token: m[1] });
    expectStatus(submit, 200);
    expect((await w.call("i9/details", { id: rec.id })).body.result.data.duplicateSsn).toBe(true);
    expect((await w.call("i9/details", { id: w.record.id })).body.result.data.duplicateSsn).toBe(true);
  });

  it("says what is wrong with Section 1, field by field", async () => {
    const w = await section1World();
    const { token } = await w.send();
    const bad = (patch: Record<string, unknown>) => w.link("section1-submit", token, { section1: { ...SECTION1, ...patch } });
    expectField(await bad({ ssn: "666-12-3456" }), "section1.ssn");
    expectField(await bad({ zip: "123" }), "section1.zip");
    expectField(await bad({ state: "XX" }), "section1.state");
    expectField(await bad({ i94Number: "1234" }), "section1.i94Number");
    expectField(await bad({ i94Number: null }), "section1.uscisNumber");
    expectField(await bad({ authorizedUntil: null }), "section1.authorizedUntil");
    expectField(await bad({ authorizedUntil: "11/01/2026" }), "authorizedUntil");
    expectField(await bad({ citizenship: "permanent_resident" }), "section1.uscisNumber");
    expectField(await bad({ citizenship: "martian" }), "section1.citizenship");
    expectField(await bad({ signature: "Someone Else" }), "section1.signature");
    expectField(await bad({ attest: false }), "section1.attest");
    expectField(await bad({ dateOfBirth: "12/01/2026" }), "dateOfBirth");
    expectField(await bad({ ssnAppliedFor: true }), "section1.ssnAppliedFor");
    expectField(await bad({ preparers: [{ lastName: "Lee" }] }), "section1.preparers.0.firstName");
    // Nothing was stored by the refusals: the link still works.
    expectStatus(await w.link("section1-details", token), 200);
    // A citizen keeps no A-Number even when one was typed; N/A for an asylee.
    const ok = await bad({ citizenship: "citizen", uscisNumber: "A12345678", i94Number: null, authorizedUntil: null });
    expectStatus(ok, 200);
    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d.section1).toMatchObject({ citizenship: "citizen", uscisNumber: null, i94Number: null, authorizedUntil: null });
  });

  it("is refused without I-9 access, for another firm, when replaced, once Section 1 is not waiting, and on another record", async () => {
    const w = await section1World();
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/send-section1-link", { id: w.record.id }, attorney.token), 403);
    expectField(await w.call("i9/send-section1-link", { id: w.record.id, email: "nope" }), "email");
    const other = await createFirm();
    expectStatus(await callApi("i9/send-section1-link", { id: w.record.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404);

    const first = await w.send();
    expectStatus(await w.link("section1-details", first.token, {}, other.tenant.slug), 404, "NOT_FOUND");
    expectStatus(await w.link("section1-details", first.token, { id: "8a1b8c52-6c34-4d0a-9b8e-2f1f5b1b0c11" }), 404, "NOT_FOUND");
    expectStatus(await w.link("section1-details", "not-a-token"), 404, "NOT_FOUND");
    const second = await w.send({ email: "ana.home@example.com" });
    expect(second.to).toBe("ana.home@example.com");
    expectStatus(await w.link("section1-details", first.token), 410, "QUESTIONNAIRE_EXPIRED");
    // The employee was terminated before signing: the link no longer works, and none can be sent.
    expectStatus(await w.call("employees/update", { id: w.employee.id, terminationDate: "12/01/2026" }), 200);
    expectStatus(await w.link("section1-submit", second.token, { section1: SECTION1 }), 410, "QUESTIONNAIRE_EXPIRED");
    expectStatus(await w.call("i9/send-section1-link", { id: w.record.id }), 409);
  });

  it("needs an e-mail address when the employee record has none", async () => {
    const w = await section1World();
    const e = (await w.call("employees/create", { companyId: w.acme.id, firstName: "Noe", lastName: "Mail", hireDate: "11/30/2026" })).body.result.data;
    const rec = (await w.call("i9/create", { employeeId: e.id })).body.result.data;
    expectField(await w.call("i9/send-section1-link", { id: rec.id }), "email");
    const petitionerElsewhere = await createUser(w.tenant, 50, { companyId: (await createCompany(w.tenant.id, { name: "Globex" })).id });
    expectStatus(await w.call("i9/send-section1-link", { id: rec.id, email: "noe@example.com" }, petitionerElsewhere.token), 404);
  });
});
