import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { petitions } from "@/db/schema/cases";
import { memberships } from "@/db/schema/identity";
import { emailOutbox } from "@/db/schema/platform";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { notify } from "@/lib/modules/notifications/notify";
import { markCaseDeleted } from "@/lib/modules/cases/delete-case";
import type { ActorContext } from "@/lib/server/context";
import { ROLE } from "@/lib/shared/constants/roles";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { caseAt } from "../workflow/helpers";

async function setup() {
  const { tenant, admin } = await createFirm();
  const para = await createUser(tenant, 8);
  const call = (path: string, body: unknown, token: string = para.token) => callApi(path, body, { tenant: tenant.slug, token });
  return { tenant, admin, para, call };
}

async function tell(tenantId: string, actorUserId: string | null, recipients: string[], params: Record<string, string | number | null> = { caseNumber: "2030-000001", slot: "ASSIGN_PARALEGAL" }, petitionId: string | null = null) {
  const db = await getDb();
  return db.transaction((tx) => notify(tx, { tenantId, actorUserId, recipients, kind: "case.assigned", params, petitionId, link: petitionId ? `/app/petition-details/${petitionId}` : "/app/dashboard" }));
}

async function rowsOf(userId: string) {
  const db = await getDb();
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe("notify()", () => {
  it("leaves the actor out, merges duplicates, only active members of the firm", async () => {
    const { tenant, admin, para } = await setup();
    const inactive = await createUser(tenant, 8, { statusId: 2 });
    const other = await createFirm();
    const n = await tell(tenant.id, admin.user.id, [admin.user.id, para.user.id, para.user.id, inactive.user.id, other.admin.user.id]);
    expect(n).toBe(1);
    expect(await rowsOf(para.user.id)).toHaveLength(1);
    expect(await rowsOf(admin.user.id)).toHaveLength(0);
    expect(await rowsOf(inactive.user.id)).toHaveLength(0);
    expect(await rowsOf(other.admin.user.id)).toHaveLength(0);
  });

  it("e-mails at once in the recipient's language and sets emailedAt; digest and off write no e-mail", async () => {
    const { tenant, admin } = await setup();
    const es = await createUser(tenant, 8, { userOverrides: { preferences: { locale: "es" } } });
    const digest = await createUser(tenant, 8, { userOverrides: { preferences: { notifyEmail: "digest" } } });
    const off = await createUser(tenant, 8, { userOverrides: { preferences: { notifyEmail: "off" } } });
    await tell(tenant.id, admin.user.id, [es.user.id, digest.user.id, off.user.id]);
    const db = await getDb();
    const mails = (await db.select().from(emailOutbox).where(and(eq(emailOutbox.tenantId, tenant.id), eq(emailOutbox.template, "workflow.assigned")))).map(readOutboxMail);
    expect(mails.map((m) => m.toAddress)).toEqual([es.email]);
    expect(mails[0].subject).toBe("Le asignaron el caso 2030-000001");
    expect(mails[0].textBody).toContain("Usted es asistente legal de este caso.");
    expect(mails[0].textBody).toContain(`http://${tenant.slug}.localhost`);
    expect((await rowsOf(es.user.id))[0].emailedAt).not.toBeNull();
    expect((await rowsOf(digest.user.id))[0].emailedAt).toBeNull();
    expect((await rowsOf(off.user.id))[0].emailedAt).toBeNull();
  });
});

describe("POST /api/notify/list", () => {
  it("lists the caller's own, newest first, rendered in the caller's language, with the unread count", async () => {
    const { tenant, admin, para, call } = await setup();
    await tell(tenant.id, admin.user.id, [para.user.id], { caseNumber: "A-1", slot: "ASSIGN_PARALEGAL" });
    await tell(tenant.id, admin.user.id, [para.user.id], { caseNumber: "A-2", slot: "ASSIGN_PARALEGAL" });
    await tell(tenant.id, para.user.id, [admin.user.id], { caseNumber: "A-3", slot: "ASSIGN_PARALEGAL" });
    const res = await call("notify/list", { perpage: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.pagination).toEqual({ page: 1, perpage: 1, total: 2 });
    const data = res.body.result.data;
    expect(data.unreadCount).toBe(2);
    expect(data.notifications).toHaveLength(1);
    expect(data.notifications[0]).toMatchObject({ kind: "case.assigned", title: "You were assigned to case A-2", body: "You are the paralegal of this case.", link: "/app/dashboard", readAt: null });
    const es = await callApi("notify/list", { page: 2, perpage: 1 }, { tenant: tenant.slug, token: para.token, headers: { cookie: "NEXT_LOCALE=es" } });
    expect(es.body.result.data.notifications[0].title).toBe("Le asignaron el caso A-1");
  });

  it("filters unread only; hides notifications about a deleted case", async () => {
    const { tenant, admin, para, call } = await setup();
    const p = await caseAt(tenant.id, "ASSIGN_PARALEGAL");
    await tell(tenant.id, admin.user.id, [para.user.id], { caseNumber: "B-1" }, p.id);
    await tell(tenant.id, admin.user.id, [para.user.id], { caseNumber: "B-2" });
    const [first] = (await call("notify/list", {})).body.result.data.notifications;
    await call("notify/mark-read", { ids: [first.id] });
    const unread = await call("notify/list", { filter: { matcher: { unreadOnly: true } } });
    expect(unread.body.result.data.notifications.map((n: { title: string }) => n.title)).toEqual(["You were assigned to case B-1"]);
    const db = await getDb();
    // Deleting the case (cases' markCaseDeleted, the one path) removes its notifications in the same transaction.
    const [row] = await db.select().from(petitions).where(eq(petitions.id, p.id));
    const ctx = { actor: { userId: admin.user.id, roleId: ROLE.ADMIN }, ip: null } as unknown as ActorContext;
    await db.transaction((tx) => markCaseDeleted(tx, ctx, row));
    expect(await db.select().from(notifications).where(eq(notifications.petitionId, p.id))).toHaveLength(0);
    const after = await call("notify/list", {});
    expect(after.body.result.pagination!.total).toBe(1);
    expect(after.body.result.data.unreadCount).toBe(0);
    expect((await call("notify/unread-count", {})).body.result.data).toEqual({ count: 0 });
  });

  it("422 on an invalid body, 401 without a session", async () => {
    const { tenant, call } = await setup();
    const bad = await call("notify/list", { perpage: 500, filter: { matcher: { unreadOnly: "yes" } } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result.error?.fields ?? {})).toEqual(expect.arrayContaining(["perpage", "filter.matcher.unreadOnly"]));
    const unknown = await call("notify/list", { userId: "x" });
    expect(unknown.status).toBe(422);
    expect((await callApi("notify/list", {}, { tenant: tenant.slug })).status).toBe(401);
    expect((await callApi("notify/unread-count", {}, { tenant: tenant.slug })).status).toBe(401);
  });
});

describe("POST /api/notify/unread-count, mark-read, remove", () => {
  it("counts, marks one read, marks all read", async () => {
    const { tenant, admin, para, call } = await setup();
    for (let i = 0; i < 3; i++) await tell(tenant.id, admin.user.id, [para.user.id]);
    expect((await call("notify/unread-count", {})).body.result.data).toEqual({ count: 3 });
    const [one] = (await call("notify/list", {})).body.result.data.notifications;
    const res = await call("notify/mark-read", { ids: [one.id] });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ updated: 1, unreadCount: 2 });
    expect((await call("notify/mark-read", { all: true })).body.result.data).toEqual({ updated: 2, unreadCount: 0 });
    const list = (await call("notify/list", {})).body.result.data.notifications;
    expect(list.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it("removes the caller's own notifications", async () => {
    const { tenant, admin, para, call } = await setup();
    await tell(tenant.id, admin.user.id, [para.user.id]);
    await tell(tenant.id, admin.user.id, [para.user.id]);
    const ids = (await call("notify/list", {})).body.result.data.notifications.map((n: { id: string }) => n.id);
    const res = await call("notify/remove", { ids: [ids[0]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data).toEqual({ removed: 1, unreadCount: 1 });
    expect((await rowsOf(para.user.id)).map((r) => r.id)).toEqual([ids[1]]);
  });

  it("422 on invalid ids or both/neither of ids and all", async () => {
    const { call } = await setup();
    expect((await call("notify/mark-read", { ids: ["nope"] })).body.result.error?.fields?.["ids.0"]).toBe("Notification not valid");
    expect((await call("notify/mark-read", {})).status).toBe(422);
    expect((await call("notify/mark-read", { all: false })).status).toBe(422);
    expect((await call("notify/remove", { ids: [] })).status).toBe(422);
    expect((await call("notify/remove", {})).status).toBe(422);
  });

  it("401 without a session", async () => {
    const { tenant } = await setup();
    expect((await callApi("notify/mark-read", { all: true }, { tenant: tenant.slug })).status).toBe(401);
    expect((await callApi("notify/remove", { ids: ["00000000-0000-4000-8000-000000000000"] }, { tenant: tenant.slug })).status).toBe(401);
  });

  it("another user's notification, or another firm's, is 404 and stays untouched", async () => {
    const { tenant, admin, para, call } = await setup();
    await tell(tenant.id, para.user.id, [admin.user.id]);
    const [theirs] = await rowsOf(admin.user.id);
    expect((await call("notify/mark-read", { ids: [theirs.id] })).status).toBe(404);
    expect((await call("notify/remove", { ids: [theirs.id] })).status).toBe(404);

    // the same person, member of two firms: their row of firm B is not reached through firm A
    const b = await createFirm();
    const db = await getDb();
    await db.insert(memberships).values({ tenantId: b.tenant.id, userId: para.user.id, roleId: 8, statusId: 1 });
    await tell(b.tenant.id, b.admin.user.id, [para.user.id]);
    const [otherFirm] = (await rowsOf(para.user.id)).filter((r) => r.tenantId === b.tenant.id);
    const res = await call("notify/remove", { ids: [otherFirm.id] });
    expect(res.status).toBe(404);
    expect(res.body.result.error?.code).toBe("NOT_FOUND");
    expect((await call("notify/mark-read", { ids: [otherFirm.id] })).status).toBe(404);
    expect((await call("notify/list", {})).body.result.pagination!.total).toBe(0);
    expect((await rowsOf(para.user.id)).filter((r) => r.tenantId === b.tenant.id && r.readAt === null)).toHaveLength(1);
    expect((await rowsOf(admin.user.id))[0].readAt).toBeNull();
  });
});
