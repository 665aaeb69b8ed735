// Support tickets (issue 15 section 2): create, details, update, assign through /api/support-tickets/*; per-firm
// numbers without gaps; who may act (403), reach (a client sees its own tickets, not another client's; another
// firm's ticket is 404); the history written with each real change; notifications to the assignee and the raiser.
import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBranch, createCompany, createUser } from "../../factories";
import { expectField, expectStatus } from "../documents/helpers";
import { eventsOf, noticesOf, raise, ticketWorld } from "./helpers";

describe("POST /api/support-tickets/create", () => {
  it("a petitioner raises a ticket about its case: TKT numbers per firm without gaps, normal priority, open, a created event", async () => {
    const w = await ticketWorld();
    const t = await raise(w, { priority: "urgent" });
    expect(t).toMatchObject({ number: 1, displayNumber: "TKT-000001", status: "open", priority: "normal", type: "case_update", assignee: null, client: { id: w.company.id }, case: { id: w.petition.id } });
    expect(t.events.map((e) => e.kind)).toEqual(["created"]);
    expect(t.actions).toEqual({ edit: true, manage: false, comment: true, internalComment: false });
    expect((await raise(w, {}, w.admin.token)).number).toBe(2);
    const general = await w.call("support-tickets/create", { subject: "Portal login", description: "Cannot reset my password", type: "technical", priority: "high" }, w.front.token);
    expectStatus(general, 200);
    expect(general.body.result.data).toMatchObject({ number: 3, priority: "high", case: null, client: null });
    // Another firm numbers from 1.
    const other = await w.callOther("support-tickets/create", { subject: "Hello", description: "A question", type: "question" });
    expect(other.body.result.data.number).toBe(1);
  });

  it("422 on invalid input; 403 for a role without ticket.create; a case of another firm or another client is 404", async () => {
    const w = await ticketWorld();
    expectField(await w.call("support-tickets/create", { subject: "", description: "x", type: "question" }), "subject");
    expectField(await w.call("support-tickets/create", { subject: "x", description: "x", type: "nonsense" }), "type");
    expectField(await w.call("support-tickets/create", { subject: "x", description: "x", type: "question", priority: "asap" }), "priority");
    expectField(await w.call("support-tickets/create", { subject: "x", description: "x", type: "question", extra: 1 }), "extra", "Unknown field");
    expectStatus(await w.call("support-tickets/create", { subject: "x", description: "x", type: "question" }, w.subscriber.token), 403, "FORBIDDEN");
    expectStatus(await w.callOther("support-tickets/create", { subject: "x", description: "x", type: "question", petitionId: w.petition.id }), 404, "NOT_FOUND");
    expectStatus(await w.call("support-tickets/create", { subject: "x", description: "x", type: "question", petitionId: w.petition.id }, w.otherPetitioner.token), 404, "NOT_FOUND");
    expectStatus(await w.call("support-tickets/create", { subject: "x", description: "x", type: "question", companyId: w.company.id }, w.otherPetitioner.token), 404, "NOT_FOUND");
  });
});

describe("POST /api/support-tickets/details", () => {
  it("the raiser, its company's other petitioner and the staff read it; another client, another firm: 404; the subscriber 403", async () => {
    const w = await ticketWorld();
    const t = await raise(w);
    const colleague = await createUser(w.tenant, ROLE.PETITIONER, { companyId: w.company.id });
    for (const token of [w.petitioner.token, colleague.token, w.admin.token, w.attorney.token]) expectStatus(await w.call("support-tickets/details", { id: t.id }, token), 200);
    const staff = (await w.call("support-tickets/details", { id: t.id }, w.front.token)).body.result.data;
    expect(staff.actions).toEqual({ edit: true, manage: true, comment: true, internalComment: true });
    expect(staff.nextStatuses).toEqual(["in_progress", "waiting_on_client", "resolved", "closed"]);
    expect(staff.assignees.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([w.admin.user.id, w.front.user.id, w.attorney.user.id]));
    expect(staff.assignees.map((a: { id: string }) => a.id)).not.toContain(w.petitioner.user.id);
    expect(staff.sla).toMatchObject({ targetHours: 24, state: "ok" });
    expectStatus(await w.call("support-tickets/details", { id: t.id }, w.otherPetitioner.token), 404, "NOT_FOUND");
    expectStatus(await w.call("support-tickets/details", { id: t.id }, w.beneficiaryUser.token), 404, "NOT_FOUND");
    expectStatus(await w.callOther("support-tickets/details", { id: t.id }), 404, "NOT_FOUND");
    expectStatus(await w.call("support-tickets/details", { id: t.id }, w.subscriber.token), 403, "FORBIDDEN");
    expectField(await w.call("support-tickets/details", { id: "nope" }), "id");
  });

  it("a beneficiary's ticket is its own: the petitioner of the case's company does not see it", async () => {
    const w = await ticketWorld();
    const t = await raise(w, { subject: "My visa stamp", type: "question" }, w.beneficiaryUser.token);
    expect(t).toMatchObject({ case: { id: w.petition.id }, client: { id: w.company.id } });
    expectStatus(await w.call("support-tickets/details", { id: t.id }, w.beneficiaryUser.token), 200);
    expectStatus(await w.call("support-tickets/details", { id: t.id }, w.petitioner.token), 404, "NOT_FOUND");
    expectStatus(await w.call("support-tickets/details", { id: t.id }, w.admin.token), 200);
  });
});

describe("a branch manager's reach", () => {
  it("sees the tickets of its branch's clients and its own, not the rest of the firm's", async () => {
    const w = await ticketWorld();
    const branch = await createBranch(w.tenant.id, "Boston");
    const local = await createCompany(w.tenant.id, { name: "Boston Client", branchId: branch.id });
    const manager = await createUser(w.tenant, ROLE.BRANCH_MANAGER, { branchId: branch.id });
    const ours = await w.call("support-tickets/create", { subject: "Boston question", description: "x", type: "question", companyId: local.id });
    expectStatus(ours, 200);
    const elsewhere = await raise(w, { subject: "Elsewhere" });
    const own = await raise(w, { subject: "From the manager", petitionId: undefined }, manager.token);
    const subjects = (await w.call("support-tickets/list", { sortBy: "number", sortOrder: "asc" }, manager.token)).body.result.data.map((r: { subject: string }) => r.subject);
    expect(subjects).toEqual(["Boston question", "From the manager"]);
    expect(own).toMatchObject({ client: null });
    expectStatus(await w.call("support-tickets/details", { id: elsewhere.id }, manager.token), 404, "NOT_FOUND");
    expectStatus(await w.call("support-tickets/assign", { id: ours.body.result.data.id, assigneeId: manager.user.id }, manager.token), 200);
    // A client of another branch is out of its reach.
    expectStatus(await w.call("support-tickets/create", { subject: "x", description: "x", type: "question", companyId: w.otherCompany.id }, manager.token), 404, "NOT_FOUND");
  });
});

describe("POST /api/support-tickets/update", () => {
  it("staff move the status along the transitions, each move with its event in the history; resolved stops the clock", async () => {
    const w = await ticketWorld();
    const t = await raise(w);
    const moved = await w.call("support-tickets/update", { id: t.id, status: "in_progress", priority: "high" }, w.front.token);
    expectStatus(moved, 200);
    expect(moved.body.result.data).toMatchObject({ status: "in_progress", priority: "high", resolvedAt: null });
    const resolved = (await w.call("support-tickets/update", { id: t.id, status: "resolved" }, w.front.token)).body.result.data;
    expect(resolved.status).toBe("resolved");
    expect(resolved.resolvedAt).not.toBeNull();
    expect(resolved.sla.state).toBe("met");
    expect(resolved.nextStatuses).toEqual(["open", "closed"]);
    expect(resolved.events.map((e: { kind: string; from: string; to: string }) => [e.kind, e.from, e.to])).toEqual([
      ["created", null, "open"],
      ["status_changed", "open", "in_progress"],
      ["priority_changed", "normal", "high"],
      ["status_changed", "in_progress", "resolved"],
    ]);
    // Saving the same status again writes nothing.
    expectStatus(await w.call("support-tickets/update", { id: t.id, status: "resolved" }, w.front.token), 200);
    expect(await eventsOf(w.tenant.id, t.id)).toHaveLength(4);
    // The raiser was told of each status change.
    const told = (await noticesOf(w.tenant.id, w.petitioner.user.id)).filter((n) => n.kind === "ticket.status-changed");
    expect(told.map((n) => n.params.status).sort()).toEqual(["in_progress", "resolved"]);
    // A closed ticket is final.
    expectStatus(await w.call("support-tickets/update", { id: t.id, status: "closed" }, w.front.token), 200);
    expectStatus(await w.call("support-tickets/update", { id: t.id, status: "open" }, w.front.token), 409, "CONFLICT");
  });

  it("a move the transitions refuse is 409; 422 on invalid input; a client may edit its text but not the status (403); another firm 404", async () => {
    const w = await ticketWorld();
    const t = await raise(w);
    await w.call("support-tickets/update", { id: t.id, status: "resolved" }, w.front.token);
    expectStatus(await w.call("support-tickets/update", { id: t.id, status: "in_progress" }, w.front.token), 409, "CONFLICT");
    expectField(await w.call("support-tickets/update", { id: t.id, status: "done" }, w.front.token), "status");
    expectField(await w.call("support-tickets/update", { id: t.id, subject: "" }, w.front.token), "subject");
    const t2 = await raise(w);
    const edited = await w.call("support-tickets/update", { id: t2.id, subject: "Receipt notice for the H-1B" }, w.petitioner.token);
    expectStatus(edited, 200);
    expect(edited.body.result.data.subject).toBe("Receipt notice for the H-1B");
    expectStatus(await w.call("support-tickets/update", { id: t2.id, status: "closed" }, w.petitioner.token), 403, "FORBIDDEN");
    expectStatus(await w.call("support-tickets/update", { id: t2.id, priority: "urgent" }, w.petitioner.token), 403, "FORBIDDEN");
    expectStatus(await w.call("support-tickets/update", { id: t2.id, subject: "x" }, w.subscriber.token), 403, "FORBIDDEN");
    expectStatus(await w.call("support-tickets/update", { id: t2.id, subject: "x" }, w.otherPetitioner.token), 404, "NOT_FOUND");
    expectStatus(await w.callOther("support-tickets/update", { id: t2.id, status: "closed" }), 404, "NOT_FOUND");
    // Someone else's ticket of the same company: readable, not editable by the colleague.
    const colleague = await createUser(w.tenant, ROLE.PETITIONER, { companyId: w.company.id });
    expectStatus(await w.call("support-tickets/update", { id: t2.id, subject: "Mine now" }, colleague.token), 403, "FORBIDDEN");
  });
});

describe("POST /api/support-tickets/assign", () => {
  it("assigns to a staff member, notifies them once; concurrent duplicate assigns write one event", async () => {
    const w = await ticketWorld();
    const t = await raise(w);
    const results = await Promise.all([1, 2, 3].map(() => w.call("support-tickets/assign", { id: t.id, assigneeId: w.attorney.user.id }, w.front.token)));
    for (const r of results) expectStatus(r, 200);
    expect(results[0].body.result.data.assignee).toEqual({ id: w.attorney.user.id, name: w.attorney.user.name });
    const assigned = (await eventsOf(w.tenant.id, t.id)).filter((e) => e.kind === "assigned");
    expect(assigned).toHaveLength(1);
    expect(assigned[0].data).toEqual({ from: null, to: w.attorney.user.id });
    const notices = (await noticesOf(w.tenant.id, w.attorney.user.id)).filter((n) => n.kind === "ticket.assigned");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: `/app/support-tickets/${t.id}`, params: { number: "TKT-000001", title: "Where is my receipt notice?" } });
    // Reassigned, then unassigned: two more events, named in the history.
    await w.call("support-tickets/assign", { id: t.id, assigneeId: w.front.user.id }, w.admin.token);
    const d = (await w.call("support-tickets/assign", { id: t.id, assigneeId: null }, w.admin.token)).body.result.data;
    expect(d.assignee).toBeNull();
    expect(d.events.filter((e: { kind: string }) => e.kind === "assigned").map((e: { fromName: string | null; toName: string | null }) => [e.fromName, e.toName])).toEqual([
      [null, w.attorney.user.name],
      [w.attorney.user.name, w.front.user.name],
      [w.front.user.name, null],
    ]);
  });

  it("422 for a client or another firm's user as assignee; 403 for a client; another firm 404", async () => {
    const w = await ticketWorld();
    const t = await raise(w);
    expectField(await w.call("support-tickets/assign", { id: t.id, assigneeId: w.petitioner.user.id }, w.front.token), "assigneeId");
    expectField(await w.call("support-tickets/assign", { id: t.id, assigneeId: w.stranger.admin.user.id }, w.front.token), "assigneeId");
    expectField(await w.call("support-tickets/assign", { id: t.id }, w.front.token), "assigneeId");
    expectStatus(await w.call("support-tickets/assign", { id: t.id, assigneeId: w.front.user.id }, w.petitioner.token), 403, "FORBIDDEN");
    expectStatus(await w.callOther("support-tickets/assign", { id: t.id, assigneeId: w.stranger.admin.user.id }), 404, "NOT_FOUND");
  });
});
