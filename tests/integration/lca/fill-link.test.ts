// The LCA fill link (spec route fill-lca-anonymous-user): /api/lca/send-fill-link e-mails the employer a
// token link and moves the LCA to Details pending; /api/lca-fill/details and /submit work with the token
// alone (no session) on the firm's host, once; 422 / 403 / other firm 404 / 410 on each call.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { lcaFillLinks } from "@/db/schema/lca";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { todayIn } from "@/lib/server/http/define-route";
import { addDays } from "@/lib/shared/calendar";
import { LCA_FILL_PATH } from "@/lib/modules/lca/fill-contract";
import { callApi } from "../api";
import { latestMail, tokenFromText } from "../auth/helpers";
import { createCompany, createTenant, createUser } from "../../factories";
import { expectField, expectStatus } from "../reminders/fixtures";

const today = todayIn("America/New_York");

async function fillFirm() {
  const tenant = await createTenant();
  const company = await createCompany(tenant.id, { name: "Acme Robotics LLC" });
  const manager = await createUser(tenant, 11);
  const paralegal = await createUser(tenant, 8);
  const call = (path: string, body: Record<string, unknown>, token: string = manager.token) => callApi(`lca/${path}`, { today, ...body }, { tenant: tenant.slug, token });
  const req = await call("request", { petitionerId: company.id, jobTitle: "Engineer" });
  expectStatus(req, 200);
  const lca = req.body.result.data as { id: string; lcaNumber: string };
  /** A token call on the firm's host (no session). */
  const link = (path: string, token: string, body: Record<string, unknown> = {}, slug = tenant.slug) => callApi(`lca-fill/${path}`, { today, ...body }, { tenant: slug, token });
  return { tenant, company, manager, paralegal, call, lca, link };
}

const ANSWERS = {
  jobTitle: "Robotics Engineer",
  socCode: "17-2199.08",
  socTitle: "Robotics Engineers",
  fullTime: true,
  beginDate: addDays(today, 60),
  endDate: addDays(today, 60 + 364 * 3),
  workers: 2,
  wageFromCents: 15_000_000,
  wageUnit: "Year",
  worksites: [{ address1: "500 Innovation Way", city: "Pittsburgh", state: "PA", postalCode: "15213", workers: 2 }],
};

async function sent(f: Awaited<ReturnType<typeof fillFirm>>, body: Record<string, unknown> = {}) {
  const res = await f.call("send-fill-link", { lcaId: f.lca.id, ...body });
  expectStatus(res, 200);
  const to = res.body.result.data.sentTo as string;
  return { res, to, token: tokenFromText((await latestMail(to)).textBody, LCA_FILL_PATH) };
}

describe("POST /api/lca/send-fill-link", () => {
  it("e-mails the employer a link, moves the LCA to Details pending (logged by the sender) and replaces an open link", async () => {
    const f = await fillFirm();
    const first = await sent(f);
    expect(first.to).toBe(f.company.email);
    expect(first.res.body.result.data.expiresAt.slice(0, 10)).toBe(addDays(new Date().toISOString().slice(0, 10), 14));
    const details = (await f.call("details", { id: f.lca.id })).body.result.data;
    expect(details).toMatchObject({ statusId: 3, canUpdate: true });
    expect(details.statusLogs.at(-1)).toMatchObject({ statusId: 3, createdBy: f.manager.user.id });
    const db = await getDb();
    const [row] = await db.select().from(lcaFillLinks).where(eq(lcaFillLinks.lcaId, f.lca.id));
    expect(row.tokenHash).not.toContain(first.token);

    const second = await sent(f, { email: "hiring@acme.example" });
    expect(second.to).toBe("hiring@acme.example");
    expectStatus(await f.link("details", first.token), 410);
    expectStatus(await f.link("details", second.token), 200);
  });

  it("422 on a bad e-mail or a filed LCA, 403 without lca.update, 404 for another firm's LCA", async () => {
    const f = await fillFirm();
    expectField(await f.call("send-fill-link", { lcaId: f.lca.id, email: "not-an-email" }), "email");
    expectStatus(await f.call("send-fill-link", { lcaId: f.lca.id }, f.paralegal.token), 403);
    const g = await fillFirm();
    expectStatus(await f.call("send-fill-link", { lcaId: g.lca.id }), 404);
    const db = await getDb();
    const { lcas } = await import("@/db/schema/lca");
    await db.update(lcas).set({ statusId: 4 }).where(eq(lcas.id, f.lca.id));
    expectField(await f.call("send-fill-link", { lcaId: f.lca.id }), "lcaId");
  });
});

describe("POST /api/lca-fill/details and /submit (token link)", () => {
  it("shows the LCA, takes the details once into the LCA, and tells the sender", async () => {
    const f = await fillFirm();
    const { token } = await sent(f);
    const d = await f.link("details", token);
    expectStatus(d, 200);
    expect(d.body.result.data).toMatchObject({ lcaNumber: f.lca.lcaNumber, firmName: f.tenant.name, employerName: "Acme Robotics LLC", values: { jobTitle: "Engineer", worksites: [] } });

    const res = await f.link("submit", token, ANSWERS);
    expectStatus(res, 200);
    const l = (await f.call("details", { id: f.lca.id })).body.result.data;
    expect(l).toMatchObject({ statusId: 3, jobTitle: "Robotics Engineer", socCode: "17-2199.08", workers: 2, wageFromCents: 15_000_000, worksites: [expect.objectContaining({ city: "Pittsburgh", state: "PA" })] });
    const history = (await f.call("activity-list", { id: f.lca.id })).body.result.data.map((h: { code: string }) => h.code);
    expect(history).toContain("fill.submitted");
    const db = await getDb();
    const told = await db.select().from(notifications).where(and(eq(notifications.userId, f.manager.user.id), eq(notifications.kind, "lca.filled")));
    expect(told).toHaveLength(1);

    const again = await f.link("submit", token, ANSWERS);
    expectStatus(again, 410);
    expect(again.body.result.error?.code).toBe("QUESTIONNAIRE_SUBMITTED");
  });

  it("422 on bad answers (nothing saved), 404 for an unknown token or on another firm's host, 410 once expired", async () => {
    const f = await fillFirm();
    const { token } = await sent(f);
    const bad = await f.link("submit", token, { ...ANSWERS, worksites: [], endDate: addDays(today, 10) });
    expectStatus(bad, 422);
    expect(Object.keys(bad.body.result.error?.fields ?? {}).sort()).toEqual(["endDate", "worksites"]);
    expectStatus(await f.link("details", token), 200);
    expectStatus(await f.link("details", "x".repeat(43)), 404);
    const g = await fillFirm();
    expectStatus(await f.link("details", token, {}, g.tenant.slug), 404);
    const db = await getDb();
    await db.update(lcaFillLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(lcaFillLinks.lcaId, f.lca.id));
    const expired = await f.link("submit", token, ANSWERS);
    expectStatus(expired, 410);
    expect(expired.body.result.error?.code).toBe("QUESTIONNAIRE_EXPIRED");
    expect((await f.call("details", { id: f.lca.id })).body.result.data.jobTitle).toBe("Engineer");
  });
});
