// The firm's wall (issue 15 section 3): POST /api/walls/list (announcements and the case events the caller may
// see, newest first, paged by time), /walls/save and /walls/delete (the firm's managers). Each call: happy path,
// bad input 422, a role without the permission 403, another firm 404 or nothing of it.
import { describe, expect, it } from "vitest";
import { petitionHistory } from "@/db/schema/cases";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { createCase, expectField, expectStatus } from "../documents/helpers";

type Item = { kind: string; body?: string; message?: string; createdAt: string; audience?: string };

async function world() {
  const { tenant, admin } = await createFirm();
  const acme = await createCompany(tenant.id, { name: "Acme" });
  const globex = await createCompany(tenant.id, { name: "Globex" });
  const acmeCase = await createCase(tenant.id, { typeId: 1, petitionerId: acme.id }, []);
  const globexCase = await createCase(tenant.id, { typeId: 1, petitionerId: globex.id }, []);
  const db = await getDb();
  // Case events a minute and two minutes ago.
  await db.insert(petitionHistory).values([
    { tenantId: tenant.id, petitionId: acmeCase.id, message: "Acme's case submitted", createdAt: new Date(Date.now() - 120_000) },
    { tenantId: tenant.id, petitionId: globexCase.id, message: "Globex's case submitted", createdAt: new Date(Date.now() - 60_000) },
  ]);
  const petitioner = await createUser(tenant, ROLE.PETITIONER, { companyId: acme.id });
  const paralegal = await createUser(tenant, ROLE.PARALEGAL);
  const call = (path: string, body: Record<string, unknown> = {}, token = admin.token) => callApi(path, body, { tenant: tenant.slug, token });
  return { tenant, admin, petitioner, paralegal, call };
}

describe("POST /api/walls/save, list, delete", () => {
  it("announcements and case events in one feed, newest first; pinned on top of the first page; older pages by time", async () => {
    const w = await world();
    expectStatus(await w.call("walls/save", { body: "Office closed on Friday" }), 200);
    const pinned = await w.call("walls/save", { body: "New fee schedule in force", audience: "all", pinned: true });
    expectStatus(pinned, 200);
    expect(pinned.body.result.data).toMatchObject({ kind: "announcement", audience: "all", pinned: true });

    const page = (await w.call("walls/list")).body.result.data as { pinned: Item[]; items: Item[]; nextBefore: string | null; canPost: boolean };
    expect(page.canPost).toBe(true);
    expect(page.pinned.map((p) => p.body)).toEqual(["New fee schedule in force"]);
    expect(page.items.map((i) => i.body ?? i.message)).toEqual(["New fee schedule in force", "Office closed on Friday", "Globex's case submitted", "Acme's case submitted"]);
    expect(page.nextBefore).toBeNull();

    const first = (await w.call("walls/list", { perpage: 3 })).body.result.data as { items: Item[]; nextBefore: string };
    expect(first.items).toHaveLength(3);
    expect(first.nextBefore).toBe(first.items[2].createdAt);
    const second = (await w.call("walls/list", { perpage: 3, before: first.nextBefore })).body.result.data as { items: Item[]; nextBefore: string | null; pinned: Item[] };
    expect(second.items.map((i) => i.message)).toEqual(["Acme's case submitted"]);
    expect(second.pinned).toEqual([]);
    expect(second.nextBefore).toBeNull();
  });

  it("a client reads the announcements for everyone and its own cases' events only; staff read the staff's too", async () => {
    const w = await world();
    await w.call("walls/save", { body: "Staff meeting at 10" });
    await w.call("walls/save", { body: "Holiday hours", audience: "all" });
    const client = (await w.call("walls/list", {}, w.petitioner.token)).body.result.data as { items: Item[]; canPost: boolean };
    expect(client.canPost).toBe(false);
    expect(client.items.map((i) => i.body ?? i.message)).toEqual(["Holiday hours", "Acme's case submitted"]);
    const staff = (await w.call("walls/list", {}, w.paralegal.token)).body.result.data as { items: Item[] };
    expect(staff.items.map((i) => i.body ?? i.message)).toEqual(expect.arrayContaining(["Staff meeting at 10", "Holiday hours", "Globex's case submitted"]));
  });

  it("delete: off the wall for everyone; another firm's admin 404, a paralegal or client 403", async () => {
    const w = await world();
    const id = (await w.call("walls/save", { body: "Typo annoucement" })).body.result.data.id as string;
    const other = await world();
    expectStatus(await other.call("walls/delete", { id }), 404);
    expectStatus(await w.call("walls/delete", { id }, w.paralegal.token), 403);
    expectStatus(await w.call("walls/delete", { id }, w.petitioner.token), 403);
    expectStatus(await w.call("walls/delete", { id }), 200);
    const items = (await w.call("walls/list")).body.result.data.items as Item[];
    expect(items.some((i) => i.body === "Typo annoucement")).toBe(false);
    expectStatus(await w.call("walls/delete", { id }), 404);
    // Another firm's wall has none of this firm's announcements or case events.
    await w.call("walls/save", { body: "Ours only" });
    const theirs = (await other.call("walls/list")).body.result.data.items as Item[];
    expect(theirs.some((i) => i.body === "Ours only")).toBe(false);
    expect(theirs.every((i) => i.kind === "case_event")).toBe(true);
  });

  it("422 and 403: empty or too long, an unknown audience, a bad cursor; only the firm's managers post", async () => {
    const w = await world();
    expectField(await w.call("walls/save", { body: "" }), "body");
    expectField(await w.call("walls/save", { body: "x".repeat(2001) }), "body");
    expectField(await w.call("walls/save", { body: "Hi", audience: "world" }), "audience");
    expectField(await w.call("walls/list", { before: "yesterday" }), "before");
    expectField(await w.call("walls/list", { perpage: 500 }), "perpage");
    expectField(await w.call("walls/delete", { id: "x" }), "id");
    expectStatus(await w.call("walls/save", { body: "Hi" }, w.paralegal.token), 403);
    expectStatus(await w.call("walls/save", { body: "Hi" }, w.petitioner.token), 403);
  });
});
