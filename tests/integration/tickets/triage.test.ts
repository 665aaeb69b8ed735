// Issue 33: a new ticket from a client alerts the firm's triage roles at once (default: admins and front office;
// a firm setting through /api/support-tickets/triage-settings and save-triage-settings), and the unassigned open
// tickets show in those users' dashboard (SUPPORT_TICKET widget). A staff member's ticket alerts nobody; a branch
// manager in triage is told only of their branch's tickets; inactive members are not told.
import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBranch, createTenant, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";
import { noticesOf, raise, ticketWorld, type TicketWorld } from "./helpers";

const created = async (w: TicketWorld, userId: string) => (await noticesOf(w.tenant.id, userId)).filter((n) => n.kind === "ticket.created");

describe("triage: a client's new ticket alerts the firm's triage roles", () => {
  it("by default the admins and front office are told (not the attorney, not an inactive admin), with the ticket in their dashboard", async () => {
    const w = await ticketWorld();
    const inactive = await createUser(w.tenant, ROLE.ADMIN, { statusId: 2 });
    const t = await raise(w);
    for (const u of [w.admin, w.front]) {
      const told = await created(w, u.user.id);
      expect(told.map((n) => [n.params.number, n.params.title, n.link])).toEqual([[t.displayNumber, "Where is my receipt notice?", `/app/support-tickets/${t.id}`]]);
      expect(told[0].params.name).toBeTruthy();
    }
    expect(await created(w, w.attorney.user.id)).toEqual([]);
    expect(await created(w, inactive.user.id)).toEqual([]);
    // The bell renders it in the reader's language (messages/*/notifications.json kinds.ticket.created).
    const bell = async (cookie?: string) =>
      (await callApi("notify/list", {}, { tenant: w.tenant.slug, token: w.front.token, cookie })).body.result.data.notifications.find((n: { kind: string }) => n.kind === "ticket.created");
    expect(await bell()).toMatchObject({ title: `New ticket ${t.displayNumber} from ${w.petitioner.user.name}`, body: "“Where is my receipt notice?” is waiting for someone to take it.", link: `/app/support-tickets/${t.id}` });
    expect((await bell("NEXT_LOCALE=es")).title).toBe(`Nuevo ticket ${t.displayNumber} de ${w.petitioner.user.name}`);
    expect(await created(w, w.petitioner.user.id)).toEqual([]);

    // The front office user's dashboard: the unassigned open ticket; the attorney (not triage) has no such list.
    const stats = async (token: string) => (await w.call("dashboard/get-stats", { widget: "SUPPORT_TICKET" }, token)).body.result.data.summary;
    const front = await stats(w.front.token);
    expect(front.unassigned.total).toBe(1);
    expect(front.unassigned.rows.map((r: { id: string }) => r.id)).toEqual([t.id]);
    expect((await stats(w.attorney.token)).unassigned).toBeNull();
    expect((await stats(w.petitioner.token)).unassigned).toBeNull();
    // Once assigned it leaves the list.
    expectStatus(await w.call("support-tickets/assign", { id: t.id, assigneeId: w.front.user.id }, w.front.token), 200);
    expect((await stats(w.front.token)).unassigned).toEqual({ rows: [], total: 0 });
  });

  it("a staff member's ticket alerts nobody; the firm's chosen roles are told instead of the defaults; a branch manager only of their branch's", async () => {
    const w = await ticketWorld();
    await raise(w, {}, w.attorney.token);
    expect(await created(w, w.admin.user.id)).toEqual([]);
    expect(await created(w, w.front.user.id)).toEqual([]);

    const hq = await createBranch(w.tenant.id, "HQ");
    const ny = await createBranch(w.tenant.id, "NY");
    const hqManager = await createUser(w.tenant, ROLE.BRANCH_MANAGER, { branchId: hq.id });
    const nyManager = await createUser(w.tenant, ROLE.BRANCH_MANAGER, { branchId: ny.id });
    const saved = await w.call("support-tickets/save-triage-settings", { triageRoleIds: [ROLE.ATTORNEY, ROLE.BRANCH_MANAGER, ROLE.ATTORNEY] });
    expectStatus(saved, 200);
    expect(saved.body.result.data).toMatchObject({ triageRoleIds: [ROLE.BRANCH_MANAGER, ROLE.ATTORNEY], isDefault: false });
    const { getDb } = await import("@/lib/server/db/client");
    const { petitions } = await import("@/db/schema/cases");
    const { eq } = await import("drizzle-orm");
    await (await getDb()).update(petitions).set({ branchId: hq.id }).where(eq(petitions.id, w.petition.id));

    const t = await raise(w);
    expect((await created(w, w.attorney.user.id)).map((n) => n.params.number)).toEqual([t.displayNumber]);
    expect((await created(w, hqManager.user.id)).map((n) => n.params.number)).toEqual([t.displayNumber]);
    expect(await created(w, nyManager.user.id)).toEqual([]);
    expect(await created(w, w.admin.user.id)).toEqual([]);
    expect(await created(w, w.front.user.id)).toEqual([]);
    const attorneyStats = (await w.call("dashboard/get-stats", { widget: "SUPPORT_TICKET" }, w.attorney.token)).body.result.data.summary;
    expect(attorneyStats.unassigned.rows.map((r: { id: string }) => r.id)).toContain(t.id);
    expect((await w.call("dashboard/get-stats", { widget: "SUPPORT_TICKET" }, w.front.token)).body.result.data.summary.unassigned).toBeNull();
  });
});

describe("POST /api/support-tickets/triage-settings and save-triage-settings", () => {
  it("reads the default, saves a choice, reads it back", async () => {
    const w = await ticketWorld();
    const before = await w.call("support-tickets/triage-settings", {});
    expectStatus(before, 200);
    expect(before.body.result.data).toMatchObject({ triageRoleIds: [ROLE.ADMIN, ROLE.FRONT_OFFICE], isDefault: true });
    expect(before.body.result.data.choices).toEqual(expect.arrayContaining([ROLE.SETTINGS, ROLE.ADMIN, ROLE.FRONT_OFFICE, ROLE.PARALEGAL, ROLE.LCA_MANAGER]));
    expect(before.body.result.data.choices).not.toContain(ROLE.PLATFORM_ADMIN);
    expect(before.body.result.data.choices).not.toContain(ROLE.PETITIONER);
    expectStatus(await w.call("support-tickets/save-triage-settings", { triageRoleIds: [ROLE.PARALEGAL] }), 200);
    expect((await w.call("support-tickets/triage-settings", {})).body.result.data).toMatchObject({ triageRoleIds: [ROLE.PARALEGAL], isDefault: false });
    // Another firm keeps its default.
    expect((await w.callOther("support-tickets/triage-settings", {})).body.result.data).toMatchObject({ triageRoleIds: [ROLE.ADMIN, ROLE.FRONT_OFFICE], isDefault: true });
  });

  it("422: no role, a client role, the platform admin, a non-number, unknown keys", async () => {
    const w = await ticketWorld();
    expectField(await w.call("support-tickets/save-triage-settings", { triageRoleIds: [] }), "triageRoleIds");
    expectField(await w.call("support-tickets/save-triage-settings", {}), "triageRoleIds");
    expectField(await w.call("support-tickets/save-triage-settings", { triageRoleIds: [ROLE.PETITIONER] }), "triageRoleIds.0");
    expectField(await w.call("support-tickets/save-triage-settings", { triageRoleIds: [ROLE.ADMIN, ROLE.PLATFORM_ADMIN] }), "triageRoleIds.1");
    expectField(await w.call("support-tickets/save-triage-settings", { triageRoleIds: ["3"] }), "triageRoleIds.0");
    expectField(await w.call("support-tickets/save-triage-settings", { triageRoleIds: [3], extra: true }), "extra", "Unknown field");
    expectField(await w.call("support-tickets/triage-settings", { tenantId: "nope" }), "tenantId");
    expect((await w.call("support-tickets/triage-settings", {})).body.result.data.isDefault).toBe(true);
  });

  it("403 for a role without the firm's settings (front office, attorney, a petitioner); 401 signed out", async () => {
    const w = await ticketWorld();
    for (const token of [w.front.token, w.attorney.token, w.petitioner.token]) {
      expectStatus(await w.call("support-tickets/triage-settings", {}, token), 403, "FORBIDDEN");
      expectStatus(await w.call("support-tickets/save-triage-settings", { triageRoleIds: [ROLE.ATTORNEY] }, token), 403, "FORBIDDEN");
    }
    expectStatus(await callApi("support-tickets/triage-settings", {}, { tenant: w.tenant.slug }), 401);
    expect((await w.call("support-tickets/triage-settings", {})).body.result.data.isDefault).toBe(true);
  });

  it("404: another firm named by its admin; the platform admin may read and save another firm's", async () => {
    const w = await ticketWorld();
    const theirs = w.stranger.tenant.id;
    expectStatus(await w.call("support-tickets/triage-settings", { tenantId: theirs }), 404, "NOT_FOUND");
    expectStatus(await w.call("support-tickets/save-triage-settings", { tenantId: theirs, triageRoleIds: [ROLE.ATTORNEY] }), 404, "NOT_FOUND");
    expect((await w.callOther("support-tickets/triage-settings", {})).body.result.data.isDefault).toBe(true);

    const home = await createTenant();
    const pa = await createUser(home, ROLE.PLATFORM_ADMIN);
    const asPlatform = (p: string, body: unknown) => callApi(p, body, { tenant: home.slug, token: pa.token });
    expectStatus(await asPlatform("support-tickets/save-triage-settings", { tenantId: theirs, triageRoleIds: [ROLE.ATTORNEY] }), 200);
    expect((await w.callOther("support-tickets/triage-settings", {})).body.result.data).toMatchObject({ triageRoleIds: [ROLE.ATTORNEY], isDefault: false });
    expectStatus(await asPlatform("support-tickets/triage-settings", { tenantId: "00000000-0000-4000-8000-000000000000" }), 404, "NOT_FOUND");
  });
});
