// The USCIS Case Status API (issue 11 section 4), against a local fake server that answers the documented
// endpoints (POST /oauth/accesstoken with client credentials; GET /case-status/{receipt} with the bearer
// token: 200 case_status, 404 unknown, 422 malformed, 429 over the limit): off without credentials, the
// firm's or the platform's credentials (the secret never answered back), check now, the daily check with
// its day limit, a changed status in the history with a notification; 422 (also details), 403 (also details
// for roles outside case management, settings and settings-remove for roles that do not set credentials), another firm's 404.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { petitionAssignments } from "@/db/schema/cases";
import { checkAllCases, DAILY_LIMIT, NO_RECEIPT, NO_STAGE_RECEIPT, NOT_CONFIGURED, SLOW_DOWN } from "@/lib/modules/uscis/case-status";
import { clearUscisTokens } from "@/lib/modules/uscis/client";
import { getDb } from "@/lib/server/db/client";
import { MSG } from "@/lib/shared/validation/messages";
import { createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { createCase, expectField, expectStatus, historyOf } from "../documents/helpers";
import { notificationsOf } from "../reminders/fixtures";

/** The fake USCIS: statuses by receipt number, a switch for 429, and a log of the calls. */
const fake = {
  statuses: new Map<string, string>(),
  limited: false,
  calls: [] as string[],
  url: "",
};
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      fake.calls.push(`${req.method} ${req.url}`);
      if (req.method === "POST" && req.url === "/oauth/accesstoken") {
        const form = new URLSearchParams(raw);
        if (form.get("grant_type") !== "client_credentials" || form.get("client_id") !== "firm-app" || form.get("client_secret") !== "s3cret") return send(401, { error: "invalid_client" });
        return send(200, { access_token: "tok-1", token_type: "BearerToken", expires_in: "1799" });
      }
      const m = /^\/case-status\/([^/?]+)$/.exec(req.url ?? "");
      if (req.method !== "GET" || !m) return send(404, { error: "no route" });
      if (req.headers.authorization !== "Bearer tok-1") return send(401, { error: "invalid token" });
      if (fake.limited) return send(429, { message: "Too Many Requests" });
      const receipt = decodeURIComponent(m[1]);
      if (!/^[A-Z]{3}\d{10}$/.test(receipt)) return send(422, { message: "Invalid receipt number" });
      const status = fake.statuses.get(receipt);
      if (!status) return send(404, { message: "Case not found" });
      send(200, {
        case_status: {
          receiptNumber: receipt,
          formType: "I-129",
          submittedDate: "2026-09-01",
          current_case_status_text_en: status,
          current_case_status_desc_en: `On the day you asked, ${status.toLowerCase()}.`,
          hist_case_status: [{ date: "2026-09-01", completed_text_en: "Case Was Received" }],
        },
        message: "",
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function world() {
  const { tenant, admin } = await createFirm();
  const company = await createCompany(tenant.id, { name: "Acme Robotics" });
  const c = await createCase(tenant.id, { typeId: 1, subTypeId: 3, petitionerId: company.id, receiptNumber: "EAC2612345678", receiptDate: "2026-09-01" }, []);
  const attorney = await createUser(tenant, 6);
  await (await getDb()).insert(petitionAssignments).values({ tenantId: tenant.id, petitionId: c.id, roleId: 6, userId: attorney.user.id });
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, body, { tenant: tenant.slug, token });
  const settings = (b: Record<string, unknown> = {}) => call("uscis-status/settings-save", { baseUrl: fake.url, clientId: "firm-app", clientSecret: "s3cret", dailyLimit: 1000, perSecond: 100, ...b });
  return { tenant, admin, company, c, attorney, call, settings };
}

describe("USCIS case status", () => {
  it("is off without credentials; with them, checks now and daily, recording a change in the history with a notification", async () => {
    clearUscisTokens();
    const w = await world();
    fake.statuses.set("EAC2612345678", "Case Was Received");
    expect((await w.call("uscis-status/details", { petitionId: w.c.id })).body.result.data).toMatchObject({ enabled: false, receiptNumber: "EAC2612345678", statusText: null, canCheck: false });
    const off = await w.call("uscis-status/check", { petitionId: w.c.id });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(NOT_CONFIGURED);

    expectField(await w.settings({ baseUrl: "ftp://api-int.uscis.gov" }), "baseUrl", "Base URL must be an https address, e.g. https://api-int.uscis.gov");
    // Plain http to this machine only where the server allows it (the tests' fake USCIS).
    process.env.USCIS_ALLOW_LOCAL_BASE_URL = "false";
    try {
      expectField(await w.settings(), "baseUrl", "Base URL must be an https address, e.g. https://api-int.uscis.gov");
    } finally {
      process.env.USCIS_ALLOW_LOCAL_BASE_URL = "true";
    }
    expectField(await w.settings({ clientSecret: undefined }), "clientSecret", "*Client Secret is required");
    expectField(await w.settings({ dailyLimit: 0 }), "dailyLimit");
    expectStatus(await w.settings(), 200);
    const saved = await w.call("uscis-status/settings", {});
    expect(saved.body.result.data).toMatchObject({ inUse: "firm", firm: { baseUrl: fake.url, clientId: "firm-app", dailyLimit: 1000, usedToday: 0 }, platform: null, canEdit: true, canEditPlatform: false });
    expect(JSON.stringify(saved.body)).not.toContain("s3cret");

    const now = await w.call("uscis-status/check", { petitionId: w.c.id });
    expectStatus(now, 200);
    expect(now.body.result.data).toMatchObject({ enabled: true, formType: "I-129", submittedDate: "2026-09-01", statusText: "Case Was Received", history: [{ date: "2026-09-01", text: "Case Was Received" }], lastError: null, canCheck: true });
    expect(fake.calls.filter((c) => c === "POST /oauth/accesstoken")).toHaveLength(1);

    // USCIS moves the case: the daily check records it and tells the attorney, once.
    fake.statuses.set("EAC2612345678", "Case Was Approved");
    const db = await getDb();
    expect(await checkAllCases(db, { tenantId: w.tenant.id })).toEqual({ checked: 1, changed: 1, failed: 0 });
    expect(await checkAllCases(db, { tenantId: w.tenant.id })).toEqual({ checked: 1, changed: 0, failed: 0 });
    expect((await w.call("uscis-status/details", { petitionId: w.c.id })).body.result.data.statusText).toBe("Case Was Approved");
    const told = (await notificationsOf(w.tenant.id, w.attorney.user.id)).filter((n) => n.kind === "uscis.status-changed");
    expect(told.map((n) => n.params)).toEqual([{ caseNumber: w.c.caseNumber, status: "Case Was Approved" }]);
    const lines = (await historyOf(w.tenant.id, w.c.id)).map((l) => l.message);
    expect(lines).toEqual(expect.arrayContaining(["USCIS case status: Case Was Received", "USCIS case status: Case Was Approved"]));
    // The token was reused: one token request in all.
    expect(fake.calls.filter((c) => c === "POST /oauth/accesstoken")).toHaveLength(1);
    expect((await w.call("uscis-status/settings", {})).body.result.data.firm.usedToday).toBe(3);
  });

  it("follows a green-card case's stages at USCIS by their own receipt numbers: listed, checked now and daily, decided ones left alone", async () => {
    clearUscisTokens();
    const w = await world();
    expectStatus(await w.settings(), 200);
    const gc = await createCase(w.tenant.id, { typeId: 3, subTypeId: 15, petitionerId: w.company.id }, []);
    await (await getDb()).insert(petitionAssignments).values({ tenantId: w.tenant.id, petitionId: gc.id, roleId: 6, userId: w.attorney.user.id });
    expectStatus(await w.call("gc-petition/update-stage", { id: gc.id, stage: "i140", receiptNumber: "LIN2690011111", receiptDate: "09/01/2026", status: "filed" }), 200);
    expectStatus(await w.call("gc-petition/update-stage", { id: gc.id, stage: "i485", receiptNumber: "MSC2690022222", receiptDate: "09/02/2026", status: "filed" }), 200);
    expectStatus(await w.call("gc-petition/update-stage", { id: gc.id, stage: "i765", receiptNumber: "MSC2690033333", receiptDate: "09/02/2026", status: "approved", decisionDate: "10/01/2026" }), 200);
    fake.statuses.set("LIN2690011111", "Case Was Received");
    fake.statuses.set("MSC2690022222", "Fingerprint Fee Was Received");
    fake.statuses.set("MSC2690033333", "Card Was Delivered");

    // The case has no receipt of its own: its stages waiting for USCIS are listed (the approved I-765 is not).
    const listed = (await w.call("uscis-status/details", { petitionId: gc.id })).body.result.data;
    expect(listed).toMatchObject({ receiptNumber: null, canCheck: false });
    expect(listed.stages.map((g: { stage: string; receiptNumber: string; statusText: string | null }) => [g.stage, g.receiptNumber, g.statusText])).toEqual([
      ["i140", "LIN2690011111", null],
      ["i485", "MSC2690022222", null],
    ]);
    expect((await w.call("uscis-status/check", { petitionId: gc.id })).body.message).toBe(NO_RECEIPT);
    const noStage = await w.call("uscis-status/check", { petitionId: gc.id, stage: "i765" });
    expect(noStage.status).toBe(409);
    expect(noStage.body.message).toBe(NO_STAGE_RECEIPT);
    expectField(await w.call("uscis-status/check", { petitionId: gc.id, stage: "i130" }), "stage");

    const now = await w.call("uscis-status/check", { petitionId: gc.id, stage: "i140" });
    expectStatus(now, 200);
    expect(now.body.result.data.stages[0]).toMatchObject({ stage: "i140", statusText: "Case Was Received", lastError: null });
    expect(fake.calls).not.toContain("GET /case-status/MSC2690033333");

    // The daily check asks about both pending stages (and the world's own case) and records a change on the stage.
    fake.statuses.set("LIN2690011111", "Case Was Approved");
    fake.statuses.set("EAC2612345678", "Case Was Received");
    expect(await checkAllCases(await getDb(), { tenantId: w.tenant.id })).toEqual({ checked: 3, changed: 1, failed: 0 });
    const after = (await w.call("uscis-status/details", { petitionId: gc.id })).body.result.data.stages;
    expect(after.map((g: { statusText: string }) => g.statusText)).toEqual(["Case Was Approved", "Fingerprint Fee Was Received"]);
    const lines = (await historyOf(w.tenant.id, gc.id)).map((l) => l.message);
    expect(lines).toEqual(expect.arrayContaining(["USCIS status of the I-140: Case Was Received", "USCIS status of the I-140: Case Was Approved", "USCIS status of the I-485: Fingerprint Fee Was Received"]));
    const told = (await notificationsOf(w.tenant.id, w.attorney.user.id)).filter((n) => n.kind === "uscis.status-changed");
    expect(told.map((n) => n.params)).toEqual([{ caseNumber: gc.caseNumber, status: "I-140: Case Was Approved" }]);
    // Another firm does not reach the case's stages.
    const other = await world();
    expect((await other.call("uscis-status/check", { petitionId: gc.id, stage: "i140" })).status).toBe(404);
  });

  it("keeps USCIS's refusals apart: unknown receipt, the day's limit, 429, wrong credentials, no receipt", async () => {
    clearUscisTokens();
    const w = await world();
    expectStatus(await w.settings({ dailyLimit: 2 }), 200);
    const unknown = await createCase(w.tenant.id, { typeId: 1, subTypeId: 3, petitionerId: w.company.id, receiptNumber: "LIN2600000001" }, []);
    expect((await w.call("uscis-status/check", { petitionId: unknown.id })).body.result.data).toMatchObject({ statusText: null, lastError: "not_found" });
    fake.limited = true;
    const slowDown = await w.call("uscis-status/check", { petitionId: w.c.id });
    expect(slowDown.status).toBe(409);
    expect(slowDown.body.message).toBe(SLOW_DOWN);
    fake.limited = false;
    // Two requests made: the day's limit of 2 is reached before USCIS is asked again.
    const before = fake.calls.length;
    const limited = await w.call("uscis-status/check", { petitionId: w.c.id });
    expect(limited.status).toBe(409);
    expect(limited.body.message).toBe(DAILY_LIMIT);
    expect(fake.calls.length).toBe(before);

    expectStatus(await w.settings({ clientSecret: "wrong", dailyLimit: 100 }), 200);
    const refused = await w.call("uscis-status/check", { petitionId: w.c.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("USCIS refused the API credentials: check them in Settings");
    // The secret may be left out to keep the saved one.
    expectStatus(await w.settings({ clientSecret: "s3cret" }), 200);
    expectStatus(await w.settings({ clientSecret: "", dailyLimit: 50 }), 200);
    fake.statuses.set("EAC2612345678", "Case Was Received");
    expect((await w.call("uscis-status/check", { petitionId: w.c.id })).body.result.data.statusText).toBe("Case Was Received");

    const none = await createCase(w.tenant.id, { typeId: 1, subTypeId: 3, petitionerId: w.company.id }, []);
    expect((await w.call("uscis-status/check", { petitionId: none.id })).body.message).toBe(NO_RECEIPT);
    expectField(await w.call("uscis-status/check", { petitionId: "nope" }), "petitionId");
    expectField(await w.call("uscis-status/details", { petitionId: "nope" }), "petitionId", MSG.invalid("Case"));
    expectField(await w.call("uscis-status/details", {}), "petitionId");
    expectField(await w.call("uscis-status/details", { petitionId: w.c.id, stage: "i999" }), "stage", MSG.invalid("Stage"));
  });

  it("only the settings roles (1, 2, 3) read the credentials; the case staff (4–11) get 403 and learn only whether the check is on", async () => {
    clearUscisTokens();
    const w = await world();
    expectStatus(await w.settings(), 200);
    for (const roleId of [4, 5, 6, 7, 8, 9, 10, 11]) {
      expectStatus(await w.call("uscis-status/settings", {}, (await createUser(w.tenant, roleId)).token), 403, "FORBIDDEN");
    }
    for (const roleId of [1, 2, 3]) {
      const res = await w.call("uscis-status/settings", {}, (await createUser(w.tenant, roleId)).token);
      expectStatus(res, 200);
      expect(res.body.result.data).toMatchObject({ inUse: "firm", firm: { clientId: "firm-app" } });
    }
    // The case's attorney sees the check is on (and may run it), without the credentials.
    const details = await w.call("uscis-status/details", { petitionId: w.c.id }, w.attorney.token);
    expectStatus(details, 200);
    expect(details.body.result.data).toMatchObject({ enabled: true, canCheck: true });
    expect(JSON.stringify(details.body)).not.toContain("firm-app");
  });

  it("the platform's credentials serve firms without their own; roles and firms are kept apart", async () => {
    clearUscisTokens();
    const w = await world();
    const platformAdmin = await createUser(w.tenant, 1);
    // Only the platform admin sets the platform's.
    expect((await w.settings({ scope: "platform" })).status).toBe(403);
    expectStatus(await w.call("uscis-status/settings-save", { scope: "platform", baseUrl: fake.url, clientId: "firm-app", clientSecret: "s3cret", dailyLimit: 1000, perSecond: 100 }, platformAdmin.token), 200);
    const other = await world();
    const seen = (await other.call("uscis-status/settings", {})).body.result.data;
    expect(seen).toMatchObject({ inUse: "platform", firm: null, platform: { clientId: "" } });
    fake.statuses.set("EAC2612345678", "Case Was Received");
    expect((await other.call("uscis-status/check", { petitionId: other.c.id })).body.result.data.statusText).toBe("Case Was Received");

    // Roles: the attorney checks but does not set credentials; the client reads the status, does not check.
    expectStatus(await w.settings(), 200);
    expect((await w.call("uscis-status/settings-save", { baseUrl: fake.url, clientId: "x", clientSecret: "y", dailyLimit: 1, perSecond: 1 }, w.attorney.token)).status).toBe(403);
    expectStatus(await w.call("uscis-status/check", { petitionId: w.c.id }, w.attorney.token), 200);
    const client = await createUser(w.tenant, 50, { companyId: w.company.id });
    expect((await w.call("uscis-status/details", { petitionId: w.c.id }, client.token)).body.result.data).toMatchObject({ statusText: "Case Was Received", canCheck: false });
    expect((await w.call("uscis-status/check", { petitionId: w.c.id }, client.token)).status).toBe(403);
    expect((await w.call("uscis-status/settings", {}, client.token)).status).toBe(403);
    // The subscriber (12) and the I-9 user (49) read no cases, so no case's status.
    for (const roleId of [12, 49]) expectStatus(await w.call("uscis-status/details", { petitionId: w.c.id }, (await createUser(w.tenant, roleId)).token), 403, "FORBIDDEN");
    // Only the settings roles remove the firm's credentials, and only the platform admin the platform's.
    for (const token of [w.attorney.token, client.token]) expectStatus(await w.call("uscis-status/settings-remove", {}, token), 403, "FORBIDDEN");
    expectStatus(await w.call("uscis-status/settings-remove", { scope: "platform" }), 403, "FORBIDDEN");
    expect((await w.call("uscis-status/settings", {})).body.result.data).toMatchObject({ inUse: "firm", firm: { clientId: "firm-app" } });
    expect((await other.call("uscis-status/settings", {})).body.result.data.inUse).toBe("platform");
    // Another firm's case: 404.
    expect((await other.call("uscis-status/details", { petitionId: w.c.id })).status).toBe(404);
    expect((await other.call("uscis-status/check", { petitionId: w.c.id })).status).toBe(404);
    // Removing the firm's own falls back to the platform's.
    expectStatus(await w.call("uscis-status/settings-remove", {}), 200);
    expect((await w.call("uscis-status/settings", {})).body.result.data.inUse).toBe("platform");
    expect((await w.call("uscis-status/settings-remove", {})).status).toBe(404);
  });
});
