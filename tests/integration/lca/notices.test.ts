// The LCA's notice of filing (domain rule 10): paper postings need a worksite and 2+ locations, the
// electronic posting is a public page live for the 10 business days (views counted), a started notice
// is kept, the daily job takes ended postings down; the PDF; 422 / 403 / 404 / 409.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lcaHistory, lcaNotices } from "@/db/schema/lca";
import { getDb } from "@/lib/server/db/client";
import { todayIn } from "@/lib/server/http/define-route";
import { enqueue, runQueuedJobs } from "@/lib/server/jobs/runner";
import { addDays } from "@/lib/shared/calendar";
import { NOTICE_STARTED, publicPosting } from "@/lib/modules/lca/notices";
import "@/lib/modules/lca/jobs";
import { callApi } from "../api";
import { createCompany, createTenant, createUser } from "../../factories";
import { expectField, expectStatus } from "../reminders/fixtures";

const today = todayIn("America/New_York");

async function noticeFirm() {
  const tenant = await createTenant();
  const company = await createCompany(tenant.id, { name: "Acme Robotics LLC" });
  const manager = await createUser(tenant, 11);
  const paralegal = await createUser(tenant, 8);
  const call = (path: string, body: Record<string, unknown>, token: string = manager.token) => callApi(`lca/${path}`, { today, ...body }, { tenant: tenant.slug, token });
  const req = await call("request", {
    petitionerId: company.id,
    jobTitle: "Robotics Engineer",
    socCode: "17-2199.08",
    workers: 3,
    wageFromCents: 15_000_000,
    wageToCents: 17_000_000,
    wageUnit: "Year",
    beginDate: addDays(today, 60),
    endDate: addDays(today, 60 + 365 * 3 - 2),
    worksites: [
      { address1: "500 Innovation Way", city: "Pittsburgh", state: "PA", postalCode: "15213", workers: 2 },
      { address1: "9 Harbor Rd", city: "Boston", state: "MA", postalCode: "02110", workers: 1 },
    ],
  });
  expectStatus(req, 200);
  const lca = req.body.result.data as { id: string; lcaNumber: string; worksites: { id: string }[] };
  return { tenant, company, manager, paralegal, call, lca };
}

describe("POST /api/lca/notice-save, notice-list, notice-remove", () => {
  it("records a paper posting per worksite and an electronic one with a public page live for 10 business days", async () => {
    const f = await noticeFirm();
    const paper = await f.call("notice-save", { lcaId: f.lca.id, method: "physical", worksiteId: f.lca.worksites[0].id, locations: ["Break room, 2nd floor", "Lobby notice board"], startDate: today });
    expectStatus(paper, 200);
    expect(paper.body.result.data).toMatchObject({ method: "physical", worksite: "500 Innovation Way, Pittsburgh, PA 15213", locations: ["Break room, 2nd floor", "Lobby notice board"], state: "live", publicPath: null });
    const e = await f.call("notice-save", { lcaId: f.lca.id, method: "electronic", startDate: today });
    expectStatus(e, 200);
    const posting = e.body.result.data;
    expect(posting).toMatchObject({ method: "electronic", worksiteId: null, state: "live", views: 0, startIssue: null });
    expect(posting.publicPath).toMatch(/^\/app\/lca-notice\/[A-Za-z0-9_-]{32}$/);
    // The 10th business day on or after the start.
    expect(posting.endDate > addDays(today, 11)).toBe(true);

    const tenant = f.tenant as Parameters<typeof publicPosting>[1];
    const db = await getDb();
    const slug = posting.publicPath.split("/").pop();
    const page = await publicPosting(db, tenant, slug);
    expect(page?.state).toBe("live");
    const text = page && page.state === "live" ? page.lines.map((l) => `${l.label ?? ""} ${l.text}`).join("\n") : "";
    expect(text).toContain("Acme Robotics LLC is filing, or has filed, a Labor Condition Application");
    expect(text).toContain("3 H-1B nonimmigrant workers");
    expect(text).toContain("$150,000.00 to $170,000.00 per year");
    expect(text).toContain("9 Harbor Rd, Boston, MA 02110");
    expect(text).toContain("Wage and Hour Division");
    await publicPosting(db, tenant, slug);
    // Another firm's host does not find it; a wrong slug is unknown.
    expect(await publicPosting(db, (await createTenant()) as typeof tenant, slug)).toBeNull();
    expect(await publicPosting(db, tenant, "x".repeat(32))).toBeNull();

    const list = await f.call("notice-list", { lcaId: f.lca.id });
    expectStatus(list, 200);
    expect(list.body.result.data.map((n: { method: string; views: number }) => [n.method, n.views])).toEqual([
      ["physical", 0],
      ["electronic", 2],
    ]);
    // A started notice is kept for the public access file.
    const again = await f.call("notice-remove", { id: posting.id });
    expectStatus(again, 409, "CONFLICT");
    expect(again.body.result.error?.message).toBe(NOTICE_STARTED);
    expectStatus(await f.call("notice-save", { lcaId: f.lca.id, id: posting.id, method: "electronic", startDate: addDays(today, 1) }), 409, "CONFLICT");
  });

  it("a scheduled notice may be moved or removed; its public page says when it will be posted", async () => {
    const f = await noticeFirm();
    const start = addDays(today, 5);
    const e = await f.call("notice-save", { lcaId: f.lca.id, method: "electronic", startDate: start });
    expectStatus(e, 200);
    expect(e.body.result.data.state).toBe("scheduled");
    const slug = e.body.result.data.publicPath.split("/").pop();
    expect(await publicPosting(await getDb(), f.tenant as never, slug)).toMatchObject({ state: "scheduled", startDate: start });
    const moved = await f.call("notice-save", { lcaId: f.lca.id, id: e.body.result.data.id, method: "electronic", startDate: addDays(today, 6) });
    expectStatus(moved, 200);
    expect(moved.body.result.data.publicPath).toBe(e.body.result.data.publicPath);
    expectStatus(await f.call("notice-remove", { id: e.body.result.data.id }), 200);
    expect((await f.call("notice-list", { lcaId: f.lca.id })).body.result.data).toEqual([]);
    const history = await (await getDb()).select().from(lcaHistory).where(eq(lcaHistory.lcaId, f.lca.id));
    expect(history.map((h) => h.code).sort()).toEqual(["notice.removed", "notice.saved", "notice.saved", "requested"]);
  });

  it("422: a paper posting without a worksite or with fewer than 2 locations, a worksite on an electronic one, a start in the past, an unknown method", async () => {
    const f = await noticeFirm();
    const base = { lcaId: f.lca.id, startDate: today };
    expectField(await f.call("notice-save", { ...base, method: "physical", locations: ["A", "B"] }), "worksiteId", "*Worksite is required");
    expectField(await f.call("notice-save", { ...base, method: "physical", worksiteId: f.lca.worksites[0].id, locations: ["Lobby", "Lobby "] }), "locations");
    expectField(await f.call("notice-save", { ...base, method: "electronic", worksiteId: f.lca.worksites[0].id }), "worksiteId", "An electronic posting covers every worksite");
    expectField(await f.call("notice-save", { ...base, method: "electronic", startDate: addDays(today, -1) }), "startDate");
    expectField(await f.call("notice-save", { ...base, method: "fax" }), "method", "Posting Method not valid");
  });

  it("403 without lca.update, 404 for another firm's LCA or notice", async () => {
    const f = await noticeFirm();
    expectStatus(await f.call("notice-save", { lcaId: f.lca.id, method: "electronic", startDate: today }, f.paralegal.token), 403, "FORBIDDEN");
    const e = await f.call("notice-save", { lcaId: f.lca.id, method: "electronic", startDate: addDays(today, 3) });
    const g = await noticeFirm();
    expectStatus(await g.call("notice-save", { lcaId: f.lca.id, method: "electronic", startDate: today }), 404, "NOT_FOUND");
    expectStatus(await g.call("notice-list", { lcaId: f.lca.id }), 404, "NOT_FOUND");
    expectStatus(await g.call("notice-remove", { id: e.body.result.data.id }), 404, "NOT_FOUND");
    expectStatus(await g.call("notice-pdf", { lcaId: f.lca.id }), 404, "NOT_FOUND");
    const beneficiary = await createUser(f.tenant, 51);
    expectStatus(await f.call("notice-list", { lcaId: f.lca.id }, beneficiary.token), 403, "FORBIDDEN");
  });
});

describe("notice PDF and the daily take-down", () => {
  it("answers the notice as a PDF", async () => {
    const f = await noticeFirm();
    const host = `${f.tenant.slug}.localhost:3000`;
    const { POST } = await import("@/app/api/lca/notice-pdf/route");
    const res = await POST(new Request(`http://${host}/api/lca/notice-pdf`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${f.manager.token}` }, body: JSON.stringify({ lcaId: f.lca.id }) }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`lca-notice-${f.lca.lcaNumber}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("takes down electronic postings whose last day is over, with a history line; paper ones and live ones stay", async () => {
    const f = await noticeFirm();
    const db = await getDb();
    const [ended] = await db
      .insert(lcaNotices)
      .values({ tenantId: f.tenant.id, lcaId: f.lca.id, method: "electronic", startDate: "2026-10-01", endDate: "2026-10-14", publicSlug: `ended-${"a".repeat(30)}`, views: 7 })
      .returning();
    const live = await f.call("notice-save", { lcaId: f.lca.id, method: "electronic", startDate: today });
    await enqueue(db, "lca.daily", { today });
    await runQueuedJobs("lca.daily");
    const rows = await db.select().from(lcaNotices).where(eq(lcaNotices.lcaId, f.lca.id));
    expect(rows.find((r) => r.id === ended.id)?.takenDownAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.id === live.body.result.data.id)?.takenDownAt).toBeNull();
    const lines = await db.select().from(lcaHistory).where(eq(lcaHistory.lcaId, f.lca.id));
    expect(lines.filter((l) => l.code === "notice.taken-down").map((l) => l.params)).toEqual([{ noticeId: ended.id, startDate: "2026-10-01", endDate: "2026-10-14", views: 7 }]);
    expect(await publicPosting(db, f.tenant as never, ended.publicSlug!)).toMatchObject({ state: "ended" });
  });
});
