// The events that notify (each in its owner's transaction), and who is told: only users who can see
// the case, never the actor.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { petitionAssignments } from "@/db/schema/cases";
import { emailOutbox } from "@/db/schema/platform";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { defaultWorkflow } from "@/lib/modules/workflow/definitions";
import { ACTIVITY_CODES } from "@/lib/modules/workflow/definitions";
import { createBranch, createUser } from "../../factories";
import { callApi } from "../api";
import { caseAt, firm } from "../workflow/helpers";
import { caseWorld, file, PDF, useTempFileStore } from "../documents/helpers";
import { beneficiaryAnswers, caseFixture, sendLink, withToken } from "../questionnaires/fixtures";
import { quietMailLog } from "../auth/helpers";

useTempFileStore();
quietMailLog();

async function kindsOf(userId: string): Promise<string[]> {
  const db = await getDb();
  return (await db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId))).map((r) => r.kind).sort();
}

async function rowsOf(userId: string) {
  const db = await getDb();
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function assign(tenantId: string, petitionId: string, roleId: number, userId: string) {
  const db = await getDb();
  await db.insert(petitionAssignments).values({ tenantId, petitionId, roleId, userId });
}

describe("workflow.completed", () => {
  it("tells the step's watchers and the next step's assigned editors who can see the case, not the actor", async () => {
    const { tenant } = await firm();
    const p = await caseAt(tenant.id, "PARALEGAL_LIST");
    const paralegal = await createUser(tenant, 8);
    const sup = await createUser(tenant, 7);
    const otherSup = await createUser(tenant, 7);
    await assign(tenant.id, p.id, 7, sup.user.id);
    await assign(tenant.id, p.id, 8, paralegal.user.id);
    const res = await callApi("petition/confirm-review-completed", { petitionId: p.id, code: "PARALEGAL_LIST", confirm: true }, { tenant: tenant.slug, token: paralegal.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await kindsOf(sup.user.id)).toEqual(["workflow.completed"]);
    expect(await kindsOf(otherSup.user.id)).toEqual([]); // the role's assigned person covers it
    expect(await kindsOf(paralegal.user.id)).toEqual([]); // the actor
    const [row] = await rowsOf(sup.user.id);
    expect(row).toMatchObject({ petitionId: p.id, link: `/app/petition-details/${p.id}`, actorUserId: paralegal.user.id });
    expect(row.params).toMatchObject({ caseNumber: p.caseNumber, activity: "PARALEGAL_LIST", next: "ASSIGN_ATTORNEY" });
    const list = await callApi("notify/list", {}, { tenant: tenant.slug, token: sup.token });
    expect(list.body.result.data.notifications[0]).toMatchObject({
      title: `Step completed on case ${p.caseNumber}`,
      body: "“Paralegal review” was completed. Next step: Assign attorney.",
    });
  });

  it("without watchers, the next step's editors assigned to the case; a watcher role's members outside the case's branch are not told", async () => {
    const { tenant, call } = await firm();
    const entries = defaultWorkflow().map((e) => (e.code === "PARALEGAL_LIST" ? { ...e, watchers: [] } : e.code === "ASSIGN_ATTORNEY" ? { ...e, editors: [{ roleId: 7, name: "Supervisor" }] } : e));
    expect((await call("workflow/update-config", { entries })).status).toBe(200);
    const branch = await createBranch(tenant.id);
    const p = await caseAt(tenant.id, "PARALEGAL_LIST", { branchId: branch.id });
    const paralegal = await createUser(tenant, 8);
    const sup = await createUser(tenant, 7);
    const unassigned = await createUser(tenant, 7);
    await assign(tenant.id, p.id, 7, sup.user.id);
    expect((await callApi("petition/confirm-review-completed", { petitionId: p.id, code: "PARALEGAL_LIST", confirm: true }, { tenant: tenant.slug, token: paralegal.token })).status).toBe(200);
    expect(await kindsOf(sup.user.id)).toEqual(["workflow.completed"]);
    expect(await kindsOf(unassigned.user.id)).toEqual([]);

    // SUBMIT_TO_LAW_FIRM's watchers are admins and branch managers: only the case's branch's manager sees it
    const mine = await createUser(tenant, 4, { branchId: branch.id });
    const elsewhere = await createUser(tenant, 4, { branchId: (await createBranch(tenant.id)).id });
    const front = await createUser(tenant, 5);
    const submit = await caseAt(tenant.id, "SUBMIT_TO_LAW_FIRM", { branchId: branch.id });
    const res = await callApi("petition/confirm-review-completed", { petitionId: submit.id, code: "SUBMIT_TO_LAW_FIRM" }, { tenant: tenant.slug, token: front.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await kindsOf(mine.user.id)).toContain("workflow.completed");
    expect(await kindsOf(elsewhere.user.id)).toEqual([]);
  });
});

describe("case.assigned", () => {
  it("the assigned user is told (and e-mailed at once), the admin who assigned is not", async () => {
    const { tenant, admin, call } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_SUPERVISOR");
    const sup = await createUser(tenant, 7);
    expect((await call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: sup.user.id })).status).toBe(200);
    expect(await kindsOf(sup.user.id)).toEqual(["case.assigned"]);
    expect(await kindsOf(admin.user.id)).toEqual([]);
    const [row] = await rowsOf(sup.user.id);
    expect(row.emailedAt).not.toBeNull();
    const db = await getDb();
    const [mail] = (await db.select().from(emailOutbox).where(and(eq(emailOutbox.tenantId, tenant.id), eq(emailOutbox.toAddress, sup.email)))).map(readOutboxMail);
    expect(mail.subject).toBe(`You were assigned to case ${p.caseNumber}`);
    expect(mail.textBody).toContain(`/app/petition-details/${p.id}`);
  });
});

describe("questionnaire.submitted", () => {
  it("the staff assigned to the case are told", async () => {
    const f = await caseFixture();
    const para = await createUser(f.tenant, 8);
    const unassigned = await createUser(f.tenant, 8);
    await assign(f.tenant.id, f.petition.id, 8, para.user.id);
    const { token } = await sendLink(f);
    const res = await withToken(f.tenant.slug, token)("questionnaire/submit", beneficiaryAnswers());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await kindsOf(para.user.id)).toEqual(["questionnaire.submitted"]);
    expect(await kindsOf(unassigned.user.id)).toEqual([]);
    const list = await callApi("notify/list", {}, { tenant: f.tenant.slug, token: para.token });
    expect(list.body.result.data.notifications[0].body).toMatch(/^Ravi Kumar .* submitted the beneficiary questionnaire\.$/);
  });
});

describe("documents.uploaded / accepted / rejected", () => {
  it("an upload by the beneficiary tells the assigned staff; accept and reject tell the beneficiary", async () => {
    const w = await caseWorld();
    const para = await createUser(w.tenant, 8);
    await assign(w.tenant.id, w.petition.id, 8, para.user.id);
    const sent = await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, docType: "passport", file: file(PDF, "pp.pdf") }, w.beneficiaryUser.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await kindsOf(para.user.id)).toEqual(["documents.uploaded"]);
    expect(await kindsOf(w.admin.user.id)).toEqual([]);
    expect(await kindsOf(w.beneficiaryUser.user.id)).toEqual([]); // the actor
    expect((await rowsOf(para.user.id))[0].params).toMatchObject({ count: 1 });

    const id = sent.body.result.data[0].id;
    expect((await w.call("petition/accept-beneficiary-docs", { documentId: id, accept: false, reason: "Blurred" })).status).toBe(200);
    expect((await w.call("petition/accept-beneficiary-docs", { documentId: id, accept: true })).status).toBe(200);
    expect(await kindsOf(w.beneficiaryUser.user.id)).toEqual(["documents.accepted", "documents.rejected"]);
    const rows = await rowsOf(w.beneficiaryUser.user.id);
    // the rejection already goes by its own e-mail: the notification is not e-mailed again
    expect(rows.every((r) => r.emailedAt !== null)).toBe(true);
    const db = await getDb();
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, w.beneficiaryUser.email));
    expect(mails.map((m) => m.template)).toEqual(["notification.documents.accepted"]);
    const list = await callApi("notify/list", {}, { tenant: w.tenant.slug, token: w.beneficiaryUser.token });
    expect(list.body.result.data.notifications.map((n: { body: string }) => n.body)).toEqual(["“Passport (all pages with stamps)” was accepted.", "“Passport (all pages with stamps)” was rejected. Blurred"]);
  });
});

describe("rfe.received", () => {
  it("tells the case's attorney and paralegal, not its supervisor", async () => {
    const upTo = ACTIVITY_CODES.indexOf("UPDATE_USCIS_RESPONSE");
    const w = await caseWorld({
      completedActivities: ACTIVITY_CODES.slice(0, upTo).filter((c) => !["LCA_REQUEST", "LCA_SUBMIT"].includes(c)),
      nextWorkflowActivity: "UPDATE_USCIS_RESPONSE",
      statusId: 13,
      receiptNumber: "EAC2612345678",
    });
    const attorney = await createUser(w.tenant, 6);
    const para = await createUser(w.tenant, 8);
    const sup = await createUser(w.tenant, 7);
    await assign(w.tenant.id, w.petition.id, 6, attorney.user.id);
    await assign(w.tenant.id, w.petition.id, 8, para.user.id);
    await assign(w.tenant.id, w.petition.id, 7, sup.user.id);
    await w.upload("petition/upload-scanned-copy", { petitionId: w.petition.id, file: file(PDF, "packet.pdf") });
    const res = await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "rfe", responseDate: "03/02/2026", rfeNoticeDate: "02/27/2026", file: file(PDF, "rfe.pdf") });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await kindsOf(attorney.user.id)).toContain("rfe.received");
    expect(await kindsOf(para.user.id)).toContain("rfe.received");
    expect(await kindsOf(sup.user.id)).not.toContain("rfe.received");
  });
});
