// The dashboard (issue 15 section 4): POST /api/dashboard (the caller's widgets in order), /dashboard/save-layout
// (arrange, hide, reset; a widget the role may not see refused) and /dashboard/get-stats (every widget's
// figures, within the caller's reach: a petitioner's are its company's, another firm's cases never count).
// Each call: happy path, bad input 422, a role without the widget 403, another firm's data never reached.
import { describe, expect, it } from "vitest";
import { petitionHistory } from "@/db/schema/cases";
import { WIDGET_CODES } from "@/lib/modules/dashboard/widgets";
import { getDb } from "@/lib/server/db/client";
import { DEFAULT_PERMISSIONS, ROLE } from "@/lib/shared/constants/roles";
import { createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { createCase, expectField, expectStatus } from "../documents/helpers";

const TODAY = "2026-11-20";

async function world() {
  const { tenant, admin } = await createFirm();
  const hq = await createBranch(tenant.id, "HQ");
  const ny = await createBranch(tenant.id, "New York");
  const acme = await createCompany(tenant.id, { name: "Acme Robotics", branchId: hq.id, email: `ap-${tenant.slug}@acme.example` });
  const globex = await createCompany(tenant.id, { name: "Globex", branchId: ny.id });
  // Acme: one case waiting on the manager (MANAGER_LIST: admins may act), one closed (approved); Globex: one at NY.
  const waiting = await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: acme.id, branchId: hq.id, statusId: 3, nextWorkflowActivity: "MANAGER_LIST", deadlineDate: "2026-12-01" }, []);
  await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: acme.id, branchId: hq.id, statusId: 22, nextWorkflowActivity: null }, []);
  const nyCase = await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: globex.id, branchId: ny.id, statusId: 3, nextWorkflowActivity: "SUBMIT_TO_LAW_FIRM" }, []);
  const db = await getDb();
  await db.insert(petitionHistory).values([
    { tenantId: tenant.id, petitionId: waiting.id, activityCode: "SUBMIT_TO_LAW_FIRM", message: "Submitted to the law firm", actorUserId: admin.user.id, actorRoleId: ROLE.ADMIN },
    { tenantId: tenant.id, petitionId: nyCase.id, activityCode: "CREATE_PETITION", message: "Case created for Globex", actorUserId: admin.user.id, actorRoleId: ROLE.ADMIN },
  ]);
  const petitioner = await createUser(tenant, ROLE.PETITIONER, { companyId: acme.id });
  const call = (path: string, body: Record<string, unknown> = {}, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  return { tenant, admin, hq, ny, acme, globex, waiting, nyCase, petitioner, call };
}

type Entry = { code: string; hidden: boolean };

describe("POST /api/dashboard and /api/dashboard/save-layout", () => {
  it("the role's default, then the user's own order and hidden widgets, then back to the default", async () => {
    const w = await world();
    const first = (await w.call("dashboard")).body.result.data as { widgets: Entry[]; isDefault: boolean; sizes: Record<string, number> };
    expect(first.isDefault).toBe(true);
    expect(first.widgets.map((e) => e.code).sort()).toEqual([...WIDGET_CODES].sort());
    expect(first.sizes).toEqual({ recentActivity: 15, myTasks: 15, widgetList: 100, tabPage: 25, latestCases: 2 });

    const saved = await w.call("dashboard/save-layout", { widgets: [{ code: "INVOICE", hidden: false }, { code: "ACTION", hidden: true }] });
    expectStatus(saved, 200);
    const after = (await w.call("dashboard")).body.result.data as { widgets: Entry[]; isDefault: boolean };
    expect(after.isDefault).toBe(false);
    // Its two first as sent, the rest where the default puts them.
    expect(after.widgets.slice(0, 2)).toEqual([{ code: "INVOICE", hidden: false }, { code: "ACTION", hidden: true }]);
    expect(after.widgets).toHaveLength(WIDGET_CODES.length);

    expectStatus(await w.call("dashboard/save-layout", { reset: true }), 200);
    expect((await w.call("dashboard")).body.result.data).toMatchObject({ isDefault: true, widgets: first.widgets });
  });

  it("a petitioner's dashboard has no firm-wide widgets, and it may not save one (422 on the field); each user has their own", async () => {
    const w = await world();
    const mine = (await w.call("dashboard", {}, w.petitioner.token)).body.result.data as { widgets: Entry[] };
    expect(mine.widgets[0]).toEqual({ code: "CURRENT_STATUS_OF_CASE", hidden: false });
    expect(mine.widgets.map((e) => e.code)).not.toContain("CLIENT");
    expectField(await w.call("dashboard/save-layout", { widgets: [{ code: "UPDATES", hidden: false }, { code: "CLIENT", hidden: false }] }, w.petitioner.token), "widgets.1.code", "This widget is not available for your role");
    expectStatus(await w.call("dashboard/save-layout", { widgets: [{ code: "UPDATES", hidden: true }] }, w.petitioner.token), 200);
    // The admin's arrangement is untouched.
    expect((await w.call("dashboard")).body.result.data.isDefault).toBe(true);
  });

  it("422: an unknown widget, a widget twice, neither widgets nor reset, both", async () => {
    const w = await world();
    expectField(await w.call("dashboard/save-layout", { widgets: [{ code: "WEATHER", hidden: false }] }), "widgets.0.code");
    expectField(await w.call("dashboard/save-layout", { widgets: [{ code: "TASK", hidden: false }, { code: "TASK", hidden: true }] }), "widgets");
    expectField(await w.call("dashboard/save-layout", {}), "widgets");
    expectField(await w.call("dashboard/save-layout", { widgets: [], reset: true }), "widgets");
    expectField(await w.call("dashboard/save-layout", { widgets: [{ code: "TASK", hidden: "no" }] }), "widgets.0.hidden");
  });
});

describe("POST /api/dashboard/get-stats", () => {
  it("answers every widget the admin may see", async () => {
    const w = await world();
    for (const widget of WIDGET_CODES) {
      const res = await w.call("dashboard/get-stats", { widget });
      expectStatus(res, 200);
      expect(res.body.result.data.widget).toBe(widget);
    }
  });

  it("case figures: by status, by branch, by next step, waiting on me, by status tab, deadlines, recent activity", async () => {
    const w = await world();
    const stats = async (widget: string, extra: Record<string, unknown> = {}) => (await w.call("dashboard/get-stats", { widget, ...extra })).body.result.data;

    expect((await stats("CASE_STATS_BY_STATUS")).stats).toMatchObject({ total: 3, active: 2, closed: 1 });
    const branches = (await stats("CASE_STATS_BY_BRANCH")).rows as { branchName: string; open: number; closed: number }[];
    expect(branches).toEqual(expect.arrayContaining([{ branchId: w.hq.id, branchName: "HQ", open: 1, closed: 1 }, { branchId: w.ny.id, branchName: "New York", open: 1, closed: 0 }]));
    const steps = (await stats("PENDING_CASE_STATS")).rows as { code: string; count: number; mine: boolean; name: string }[];
    expect(steps).toEqual(expect.arrayContaining([expect.objectContaining({ code: "MANAGER_LIST", count: 1, mine: true, name: "Manager receives the case" })]));
    expect(steps.find((s) => s.code === "SUBMIT_TO_LAW_FIRM")).toMatchObject({ count: 1 });
    // "Mine" follows the workflow's editors: front office acts on "Submit to law firm", not on the manager's step.
    const front = await createUser(w.tenant, ROLE.FRONT_OFFICE);
    const frontSteps = (await w.call("dashboard/get-stats", { widget: "PENDING_CASE_STATS" }, front.token)).body.result.data.rows as { code: string; mine: boolean }[];
    expect(Object.fromEntries(frontSteps.map((s) => [s.code, s.mine]))).toEqual({ MANAGER_LIST: false, SUBMIT_TO_LAW_FIRM: true });

    // Waiting on me: open cases whose next step my role may act on (the admin: both; front office: its step only; never the closed one).
    const action = await stats("ACTION");
    expect(action.rows.map((r: { id: string }) => r.id).sort()).toEqual([w.waiting.id, w.nyCase.id].sort());
    expect(action).toMatchObject({ total: 2, page: 1, perpage: 25 });
    const frontAction = (await w.call("dashboard/get-stats", { widget: "ACTION" }, front.token)).body.result.data;
    expect(frontAction.rows.map((r: { id: string }) => r.id)).toEqual([w.nyCase.id]);

    const byStatus = await stats("CASE_BY_STATUS", { statusId: 3 });
    expect(byStatus.tabs.map((t: { statusId: number }) => t.statusId)).toEqual([3, 22]);
    expect(byStatus.rows.map((r: { id: string }) => r.id).sort()).toEqual([w.waiting.id, w.nyCase.id].sort());
    expect((await stats("CASE_BY_STATUS", { statusId: 22 })).total).toBe(1);

    const deadlines = await stats("DEADLINE");
    expect(deadlines).toMatchObject({ total: 1, from: "2026-10-21", until: "2027-01-19" });
    expect(deadlines.rows[0]).toMatchObject({ id: w.waiting.id, daysLeft: 11 });

    const updates = (await stats("UPDATES")).wall.items as { message: string; caseNumber: string; detailsPath: string }[];
    expect(updates.map((u) => u.message)).toEqual(["Case created for Globex", "Submitted to the law firm"]);
    expect(updates[1].detailsPath).toBe(`/app/petition-details/${w.waiting.id}`);
  });

  it("a petitioner's figures are its company's cases only; the firm's client list is 403 for it", async () => {
    const w = await world();
    const stats = async (widget: string) => w.call("dashboard/get-stats", { widget }, w.petitioner.token);
    expect((await stats("CASE_STATS_BY_STATUS")).body.result.data.stats).toMatchObject({ total: 2, active: 1, closed: 1 });
    const updates = (await stats("UPDATES")).body.result.data.wall.items as { message: string }[];
    expect(updates.map((u) => u.message)).toEqual(["Submitted to the law firm"]);
    const current = (await stats("CURRENT_STATUS_OF_CASE")).body.result.data;
    expect(current.total).toBe(2);
    expect(current.rows).toHaveLength(2);
    expectStatus(await stats("CLIENT"), 403);
    expectStatus(await stats("CASE_STATS_BY_BRANCH"), 403);
  });

  it("clients, beneficiaries and invoices of the firm; a firm's admin never counts another firm's records", async () => {
    const w = await world();
    const inv = await w.call("invoices/create", { companyId: w.acme.id, lines: [{ kind: "legal_fee", description: "Legal fee", quantity: 1, unitCents: 100_000 }], dueDate: "2026-11-30" });
    expectStatus(inv, 200);
    expectStatus(await w.call("invoices/send", { id: inv.body.result.data.id }), 200);
    const summary = (await w.call("dashboard/get-stats", { widget: "INVOICE" })).body.result.data.summary;
    expect(summary).toMatchObject({ outstandingCents: 100_000, overdueCents: 0, overdueCount: 0 });
    expect(summary.byStatus).toEqual([{ status: "sent", count: 1 }]);
    const clients = (await w.call("dashboard/get-stats", { widget: "CLIENT" })).body.result.data;
    expect(clients.total).toBe(2);
    expect(clients.latest.map((c: { name: string }) => c.name).sort()).toEqual(["Acme Robotics", "Globex"]);

    const other = await world();
    expect((await other.call("dashboard/get-stats", { widget: "CLIENT" })).body.result.data.total).toBe(2);
    expect((await other.call("dashboard/get-stats", { widget: "INVOICE" })).body.result.data.summary.byStatus).toEqual([]);
    expect((await other.call("dashboard/get-stats", { widget: "CASE_STATS_BY_STATUS" })).body.result.data.stats.total).toBe(3);
    // Another firm's status tab or page shows nothing of this firm.
    const tab = (await other.call("dashboard/get-stats", { widget: "CASE_BY_STATUS", statusId: 3 })).body.result.data;
    expect(tab.rows.map((r: { id: string }) => r.id)).not.toContain(w.waiting.id);
  });

  it("unread messages and support tickets: from their modules, within reach", async () => {
    const w = await world();
    const stats = async (widget: string, token?: string) => (await w.call("dashboard/get-stats", { widget }, token)).body.result.data;
    // The admin writes on Acme's case: the petitioner has one unread thread; the writer none.
    const saved = await w.call("communication/save", { petitionId: w.waiting.id, subject: "Passport copy", body: "Please upload the passport copy." });
    expectStatus(saved, 200);
    const unread = (await stats("MESSAGES", w.petitioner.token)).rows;
    expect(unread).toEqual([expect.objectContaining({ subject: "Passport copy", unreadCount: 1, caseNumber: w.waiting.caseNumber, clientName: null, link: expect.stringContaining(`/app/petition-details/${w.waiting.id}?tab=messages&thread=`) })]);
    expect((await stats("MESSAGES")).rows).toEqual([]);
    // Read: gone from the widget.
    expectStatus(await w.call("communication/mark-read", { threadId: unread[0].threadId }, w.petitioner.token), 200);
    expect((await stats("MESSAGES", w.petitioner.token)).rows).toEqual([]);
    // A thread on Globex's case never shows to Acme's petitioner, even unread.
    expectStatus(await w.call("communication/save", { petitionId: w.nyCase.id, subject: "Globex only", body: "For Globex." }), 200);
    expect((await stats("MESSAGES", w.petitioner.token)).rows).toEqual([]);
    // A thread with Acme outside any case shows, naming the client and leading to its screen; Globex's does not.
    expectStatus(await w.call("communication/save", { companyId: w.globex.id, subject: "Globex plan", body: "For Globex." }), 200);
    const plan = await w.call("communication/save", { companyId: w.acme.id, subject: "Hiring plan", body: "How many hires next year?" });
    expectStatus(plan, 200);
    expect((await stats("MESSAGES", w.petitioner.token)).rows).toEqual([
      expect.objectContaining({ subject: "Hiring plan", caseNumber: null, clientName: "Acme Robotics", link: `/app/company/details/${w.acme.id}?thread=${plan.body.result.data.threadId}#messages` }),
    ]);

    // A ticket raised by the petitioner: counted for the firm, "raised" for the petitioner, "assigned" (none yet) for staff.
    expectStatus(await w.call("support-tickets/create", { subject: "When is my case filed?", description: "Any news?", type: "question", petitionId: w.waiting.id }, w.petitioner.token), 200);
    const firm = (await stats("SUPPORT_TICKET")).summary;
    expect(firm.byStatus.find((r: { status: string }) => r.status === "open").count).toBe(1);
    expect(firm).toMatchObject({ mineIs: "assigned", mineTotal: 0 });
    const mine = (await stats("SUPPORT_TICKET", w.petitioner.token)).summary;
    expect(mine).toMatchObject({ mineIs: "raised", mineTotal: 1 });
    expect(mine.mine[0].subject).toBe("When is my case filed?");
    // Another firm counts none of it.
    const other = await world();
    expect((await other.call("dashboard/get-stats", { widget: "SUPPORT_TICKET" })).body.result.data.summary.byStatus.every((r: { count: number }) => r.count === 0)).toBe(true);
  });

  it("422: an unknown widget, a page or status out of range", async () => {
    const w = await world();
    expectField(await w.call("dashboard/get-stats", { widget: "WEATHER" }), "widget");
    expectField(await w.call("dashboard/get-stats", {}), "widget");
    expectField(await w.call("dashboard/get-stats", { widget: "ACTION", page: 0 }), "page");
    expectField(await w.call("dashboard/get-stats", { widget: "CASE_BY_STATUS", statusId: 99 }), "statusId");
  });

  it("403 for a widget the firm's permissions take away (the task list entry), and for a user signed out 401", async () => {
    const w = await world();
    const front = await createUser(w.tenant, ROLE.FRONT_OFFICE);
    // Front office has the TASK_LIST entry by default (issue 33); the firm turns it off for the role.
    expectStatus(await w.call("dashboard/get-stats", { widget: "TASK" }, front.token), 200);
    expectStatus(await w.call("tenant/update", { permissions: { ...DEFAULT_PERMISSIONS, "5": DEFAULT_PERMISSIONS["5"].filter((p) => p !== "TASK_LIST") } }), 200);
    expectStatus(await w.call("dashboard/get-stats", { widget: "TASK" }, front.token), 403);
    expectStatus(await w.call("dashboard/get-stats", { widget: "ACTION" }, front.token), 200);
    expectStatus(await callApi("dashboard/get-stats", { widget: "ACTION" }, { tenant: w.tenant.slug }), 401);
  });
});
