// /app/paf-generation and /app/paf-requests: building the PAF keeps the bundle as built (stale once the
// LCA changes, rebuilt, deleted by the purge); requests from the client or recorded by the firm, due in one
// working day, answered ready (only with a current built PAF) or declined with a reason, each notifying;
// 422 / 403 / other firm 404.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { BUILD_FIRST } from "@/lib/modules/lca/paf-requests";
import { PAF_NOT_FILED } from "@/lib/modules/lca/paf-build";
import { callApi } from "../api";
import { createTenant, createUser } from "../../factories";
import { PNG, expectField, expectStatus, file, storedKeys, useTempFileStore } from "../documents/helpers";
import { pafFirm, TODAY } from "./paf-fixtures";

useTempFileStore();

/** The built PAF as the browser downloads it (a PDF, not the JSON envelope). */
async function builtFile(tenant: string, token: string, lcaId: string): Promise<Response> {
  const { POST } = await import("@/app/api/lca/paf-built-file/route");
  const host = `${tenant}.localhost:3000`;
  return POST(new Request(`http://${host}/api/lca/paf-built-file`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ lcaId }) }));
}

async function requestFirm() {
  const f = await pafFirm();
  const client = await createUser(f.tenant, 50, { companyId: f.company.id });
  const req = (path: string, body: Record<string, unknown>, token: string = f.manager.token) => callApi(`paf-request/${path}`, { today: TODAY, ...body }, { tenant: f.tenant.slug, token });
  return { ...f, client, req };
}

describe("POST /api/lca/paf-build and paf-built-file", () => {
  it("keeps the bundle as built, goes stale when the PAF changes, and is rebuilt over the old file", async () => {
    const f = await pafFirm();
    expectStatus(await f.call("paf-built-file", { lcaId: f.lca.id }), 404);
    const before = (await f.call("paf-details", { lcaId: f.lca.id })).body.result.data;
    expect(before).toMatchObject({ builtAt: null, build: "never" });
    const built = await f.call("paf-build", { lcaId: f.lca.id });
    expectStatus(built, 200);
    const keys1 = await storedKeys(f.tenant.id);
    expect(keys1.filter((k) => k.includes("/paf/built-"))).toHaveLength(1);
    const pdf = await builtFile(f.tenant.slug, f.manager.token, f.lca.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toContain(`PAF-${f.lca.lcaNumber}-`);
    expect((await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount()).toBeGreaterThanOrEqual(1);
    expect((await f.call("paf-details", { lcaId: f.lca.id })).body.result.data).toMatchObject({ build: "current" });
    // An upload changes what the PAF holds.
    expectStatus(await f.upload("WAGE_RATE", file(PNG, "pay.png")), 200);
    expect((await f.call("paf-details", { lcaId: f.lca.id })).body.result.data.build).toBe("stale");
    const report = await f.call("paf-report", { filter: { matcher: { build: "stale" } } });
    expect(report.body.result.data.map((r: { lcaId: string }) => r.lcaId)).toEqual([f.lca.id]);
    expect((await f.call("paf-report", { filter: { matcher: { build: "current" } } })).body.result.data).toEqual([]);
    expectStatus(await f.call("paf-build", { lcaId: f.lca.id }), 200);
    const keys2 = (await storedKeys(f.tenant.id)).filter((k) => k.includes(`/lca/${f.lca.id}/paf/built-`));
    expect(keys2).toHaveLength(1);
    expect(keys1).not.toContain(keys2[0]);
    expect((await f.call("paf-report", { filter: { matcher: { build: "current" } } })).body.result.data[0]).toMatchObject({ lcaId: f.lca.id, build: "current" });
  });

  it("answers 422 before filing, 403 to a reader, 404 to another firm", async () => {
    const f = await pafFirm();
    const fresh = (await f.call("request", { petitionerId: f.company.id })).body.result.data;
    expectField(await f.call("paf-build", { lcaId: fresh.id }), "lcaId", PAF_NOT_FILED);
    expectStatus(await f.call("paf-build", { lcaId: f.lca.id }, f.paralegal.token), 403);
    const other = await createTenant();
    const stranger = await createUser(other, 3);
    expectStatus(await callApi("lca/paf-build", { lcaId: f.lca.id }, { tenant: other.slug, token: stranger.token }), 404);
    expectField(await f.call("paf-build", { lcaId: "x" }), "lcaId");
  });
});

describe("POST /api/paf-request/create, list and update-status", () => {
  it("a client asks; the LCA's creator is told; ready needs the PAF built and current; the client is told and downloads it", async () => {
    const f = await requestFirm();
    const created = await f.req("create", { lcaId: f.lca.id, requesterName: "ignored for a client", note: "For our records" }, f.client.token);
    expectStatus(created, 200);
    const r = created.body.result.data;
    // Filed 2026-11-20; asked on Tuesday 2026-11-24: due Wednesday 2026-11-25.
    expect(r).toMatchObject({ statusId: 1, status: "Requested", requesterName: f.client.user.name, note: "For our records", dueDate: "2026-11-25", overdue: false, pafBuild: "never", nextStatuses: [] });
    const db = await getDb();
    const [n] = await db.select().from(notifications).where(and(eq(notifications.tenantId, f.tenant.id), eq(notifications.kind, "paf.requested")));
    expect(n).toMatchObject({ userId: f.manager.user.id });
    expectStatus(await f.req("update-status", { id: r.id, statusId: 2 }), 200);
    expectField(await f.req("update-status", { id: r.id, statusId: 3 }), "statusId", BUILD_FIRST);
    expectStatus(await f.call("paf-build", { lcaId: f.lca.id }), 200);
    const ready = await f.req("update-status", { id: r.id, statusId: 3 });
    expectStatus(ready, 200);
    expect(ready.body.result.data).toMatchObject({ statusId: 3, handledByName: f.manager.user.name, nextStatuses: [] });
    const [told] = await db.select().from(notifications).where(and(eq(notifications.tenantId, f.tenant.id), eq(notifications.kind, "paf.request-ready")));
    expect(told).toMatchObject({ userId: f.client.user.id });
    expectField(await f.req("update-status", { id: r.id, statusId: 4, declineReason: "late" }), "statusId");
    expect((await builtFile(f.tenant.slug, f.client.token, f.lca.id)).status).toBe(200);
  });

  it("the firm records who asked; declining needs a reason; the list filters and shows overdue ones", async () => {
    const f = await requestFirm();
    const a = (await f.req("create", { lcaId: f.lca.id, requesterName: "Jane Public" })).body.result.data;
    expect(a).toMatchObject({ requesterName: "Jane Public", nextStatuses: [2, 3, 4] });
    expectField(await f.req("update-status", { id: a.id, statusId: 4 }), "declineReason");
    const declined = await f.req("update-status", { id: a.id, statusId: 4, declineReason: "Not an inspection request" });
    expect(declined.body.result.data).toMatchObject({ statusId: 4, declineReason: "Not an inspection request" });
    const b = (await f.req("create", { lcaId: f.lca.id, note: "DOL investigator" })).body.result.data;
    const later = await callApi("paf-request/list", { today: "2026-11-30", filter: { matcher: { open: true } } }, { tenant: f.tenant.slug, token: f.manager.token });
    expect(later.body.result.data.map((r: { id: string; overdue: boolean }) => [r.id, r.overdue])).toEqual([[b.id, true]]);
    const all = await f.req("list", { sortBy: "createdAt", sortOrder: "asc" });
    expect(all.body.result.pagination?.total).toBe(2);
    // The client sees its company's requests; another client none.
    expect((await f.req("list", {}, f.client.token)).body.result.pagination?.total).toBe(2);
  });

  it("answers 422 for an LCA not filed and bad input, 403 without the role, 404 for another firm", async () => {
    const f = await requestFirm();
    const fresh = (await f.call("request", { petitionerId: f.company.id })).body.result.data;
    expectField(await f.req("create", { lcaId: fresh.id }), "lcaId", PAF_NOT_FILED);
    expectField(await f.req("create", { lcaId: f.lca.id, note: "x".repeat(2001) }), "note");
    expectStatus(await f.req("create", { lcaId: f.lca.id }, f.paralegal.token), 403);
    const r = (await f.req("create", { lcaId: f.lca.id })).body.result.data;
    expectStatus(await f.req("update-status", { id: r.id, statusId: 2 }, f.client.token), 403);
    const other = await createTenant();
    const stranger = await createUser(other, 3);
    const theirs = (path: string, body: Record<string, unknown>) => callApi(`paf-request/${path}`, body, { tenant: other.slug, token: stranger.token });
    expectStatus(await theirs("create", { lcaId: f.lca.id }), 404);
    expectStatus(await theirs("update-status", { id: r.id, statusId: 2 }), 404);
    expect((await theirs("list", {})).body.result.pagination?.total).toBe(0);
  });
});
