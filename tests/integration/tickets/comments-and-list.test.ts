// Support tickets: comment and comment-list (internal notes hidden from clients, notifications to the raiser
// and the assignee) and the list (reach, filters, search by subject and number, sorts incl. age, pagination).
import { describe, expect, it } from "vitest";
import { expectField, expectStatus } from "../documents/helpers";
import { noticesOf, raise, ticketWorld } from "./helpers";

describe("POST /api/support-tickets/comment, comment-list", () => {
  it("a public comment reaches the client, an internal note only the staff; the raiser and the assignee are notified", async () => {
    const w = await ticketWorld();
    const t = await raise(w);
    await w.call("support-tickets/assign", { id: t.id, assigneeId: w.attorney.user.id }, w.front.token);
    const pub = await w.call("support-tickets/comment", { id: t.id, body: "We are checking with USCIS." }, w.front.token);
    expectStatus(pub, 200);
    expect(pub.body.result.data).toMatchObject({ body: "We are checking with USCIS.", internal: false, author: { id: w.front.user.id, client: false } });
    expectStatus(await w.call("support-tickets/comment", { id: t.id, body: "Receipt is in the lockbox backlog.", internal: true }, w.attorney.token), 200);
    expectStatus(await w.call("support-tickets/comment", { id: t.id, body: "Thank you!" }, w.petitioner.token), 200);

    const staff = await w.call("support-tickets/comment-list", { id: t.id }, w.admin.token);
    expectStatus(staff, 200);
    expect(staff.body.result.data.map((c: { body: string; internal: boolean }) => [c.body, c.internal])).toEqual([
      ["We are checking with USCIS.", false],
      ["Receipt is in the lockbox backlog.", true],
      ["Thank you!", false],
    ]);
    expect(staff.body.result.pagination).toEqual({ page: 1, perpage: 50, total: 3 });
    const client = await w.call("support-tickets/comment-list", { id: t.id }, w.petitioner.token);
    expect(client.body.result.data.map((c: { body: string }) => c.body)).toEqual(["We are checking with USCIS.", "Thank you!"]);
    expect(client.body.result.data[1].author).toMatchObject({ id: w.petitioner.user.id, client: true });
    expect(client.body.result.pagination!.total).toBe(2);

    // The raiser: the front office's comment only (not the internal note, not its own); the assignee: the front office's and the petitioner's.
    const raiserNotices = (await noticesOf(w.tenant.id, w.petitioner.user.id)).filter((n) => n.kind === "ticket.commented");
    expect(raiserNotices.map((n) => n.params.name)).toEqual([w.front.user.name]);
    const assigneeNotices = (await noticesOf(w.tenant.id, w.attorney.user.id)).filter((n) => n.kind === "ticket.commented");
    expect(assigneeNotices.map((n) => n.params.name).sort()).toEqual([w.front.user.name, w.petitioner.user.name].sort());
  });

  it("a client cannot write an internal note (403); 422 on an empty comment; another client, another firm 404; a closed ticket 409", async () => {
    const w = await ticketWorld();
    const t = await raise(w);
    expectStatus(await w.call("support-tickets/comment", { id: t.id, body: "secret", internal: true }, w.petitioner.token), 403, "FORBIDDEN");
    expectField(await w.call("support-tickets/comment", { id: t.id, body: "   " }, w.front.token), "body");
    expectField(await w.call("support-tickets/comment-list", { id: t.id, perpage: 1000 }, w.front.token), "perpage");
    expectStatus(await w.call("support-tickets/comment", { id: t.id, body: "hi" }, w.subscriber.token), 403, "FORBIDDEN");
    expectStatus(await w.call("support-tickets/comment-list", { id: t.id }, w.subscriber.token), 403, "FORBIDDEN");
    expectStatus(await w.call("support-tickets/comment", { id: t.id, body: "hi" }, w.otherPetitioner.token), 404, "NOT_FOUND");
    expectStatus(await w.call("support-tickets/comment-list", { id: t.id }, w.otherPetitioner.token), 404, "NOT_FOUND");
    expectStatus(await w.callOther("support-tickets/comment", { id: t.id, body: "hi" }), 404, "NOT_FOUND");
    expectStatus(await w.callOther("support-tickets/comment-list", { id: t.id }), 404, "NOT_FOUND");
    await w.call("support-tickets/update", { id: t.id, status: "closed" }, w.front.token);
    expectStatus(await w.call("support-tickets/comment", { id: t.id, body: "Still there?" }, w.petitioner.token), 409, "CONFLICT");
  });
});

describe("POST /api/support-tickets/list", () => {
  it("staff see the firm's tickets with filters, search, sorts and pages; a client only its own; another firm none", async () => {
    const w = await ticketWorld();
    const a = await raise(w, { subject: "Receipt notice" });
    const b = await raise(w, { subject: "Invoice question", type: "billing", petitionId: undefined }, w.otherPetitioner.token);
    const c = await w.call("support-tickets/create", { subject: "Printer broken", description: "The scanner jams", type: "technical", priority: "urgent" }, w.front.token);
    expectStatus(c, 200);
    await w.call("support-tickets/assign", { id: a.id, assigneeId: w.attorney.user.id }, w.front.token);
    await w.call("support-tickets/update", { id: b.id, status: "resolved" }, w.front.token);

    const list = (body: Record<string, unknown>, token = w.admin.token) => w.call("support-tickets/list", body, token);
    const all = await list({});
    expectStatus(all, 200);
    expect(all.body.result.pagination).toEqual({ page: 1, perpage: 25, total: 3 });
    expect(all.body.result.data.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
    expect(all.body.result.data[0]).toMatchObject({ displayNumber: "TKT-000003", priority: "urgent", sla: { targetHours: 4 }, raisedBy: { id: w.front.user.id, client: false } });

    const subjects = async (body: Record<string, unknown>, token?: string) => (await list(body, token)).body.result.data.map((r: { subject: string }) => r.subject);
    expect(await subjects({ filter: { matcher: { status: "resolved" } } })).toEqual(["Invoice question"]);
    expect(await subjects({ filter: { matcher: { open: true } }, sortBy: "number", sortOrder: "asc" })).toEqual(["Receipt notice", "Printer broken"]);
    expect(await subjects({ filter: { matcher: { priority: "urgent" } } })).toEqual(["Printer broken"]);
    expect(await subjects({ filter: { matcher: { type: "billing" } } })).toEqual(["Invoice question"]);
    expect(await subjects({ filter: { matcher: { assigneeId: w.attorney.user.id } } })).toEqual(["Receipt notice"]);
    expect(await subjects({ filter: { matcher: { unassigned: true } }, sortBy: "subject", sortOrder: "asc" })).toEqual(["Invoice question", "Printer broken"]);
    expect(await subjects({ filter: { matcher: { petitionId: w.petition.id } } })).toEqual(["Receipt notice"]);
    expect(await subjects({ search: "printer" })).toEqual(["Printer broken"]);
    expect(await subjects({ search: "TKT-000002" })).toEqual(["Invoice question"]);
    expect(await subjects({ sortBy: "priority", sortOrder: "desc" })).toEqual(["Printer broken", "Invoice question", "Receipt notice"]);
    // Age: the resolved ticket's clock stopped, the oldest open one is the oldest.
    expect((await subjects({ sortBy: "age", sortOrder: "desc" }))[0]).toBe("Receipt notice");
    const page2 = await list({ perpage: 2, page: 2 });
    expect(page2.body.result.data).toHaveLength(1);
    expect(page2.body.result.pagination).toEqual({ page: 2, perpage: 2, total: 3 });

    // Clients: each its own.
    expect(await subjects({}, w.petitioner.token)).toEqual(["Receipt notice"]);
    expect(await subjects({}, w.otherPetitioner.token)).toEqual(["Invoice question"]);
    expect(await subjects({}, w.beneficiaryUser.token)).toEqual([]);
    const other = await w.callOther("support-tickets/list", {});
    expect(other.body.result.pagination!.total).toBe(0);
  });

  it("422 on an unknown sort or filter; 403 for the subscriber", async () => {
    const w = await ticketWorld();
    expectField(await w.call("support-tickets/list", { sortBy: "nope" }), "sortBy");
    expectField(await w.call("support-tickets/list", { filter: { matcher: { status: "done" } } }), "filter.matcher.status");
    expectField(await w.call("support-tickets/list", { filter: { matcher: { colour: "red" } } }), "filter.matcher.colour", "Unknown field");
    expectStatus(await w.call("support-tickets/list", {}, w.subscriber.token), 403, "FORBIDDEN");
  });
});
