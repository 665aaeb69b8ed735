// The secrets that protect stored data survive a rebuild and are never silently replaced (issue 32 §1), proven on
// the built app as `npm start` runs it (scripts/start.mjs → .next/standalone/start.mjs) on the embedded database:
//   - the generated field key and session secret live in the data directory (DATA_DIR), not in the build
//     output, so deleting .next/standalone's own .data (what a rebuild does to it) keeps every I-9 readable;
//   - a wrong key, a missing key and a wrong session secret refuse to start and write nothing;
//   - `node keys-rotate.mjs` re-seals every number with the new first key, after which the old key may go and
//     the SSN's duplicate detection still matches.
// PGlite in a temporary folder: no database server needed (npm test runs this file on both paths).
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freePort, serverEnv, sleep, STANDALONE, startServer, waitReady, type Server } from "./harness";

const TODAY = "2026-11-25";
const SSN = "123-45-6789";
let tmp = "";
let dataDir = "";
let port = 0;
const running: Server[] = [];

// The embedded database, the checkout's start script and generated secrets: no DATABASE_URL, no configured secret.
const SECRETS = ["DATABASE_URL", "SESSION_SECRET", "FIELD_ENCRYPTION_KEY", "ALLOW_GENERATED_SECRETS", "PGLITE_DATA_DIR", "UPLOADS_DIR"];
const baseEnv = (): Record<string, string> => {
  const env = serverEnv({ DATA_DIR: dataDir, STANDALONE_READY: "1", LOG_LEVEL: "info" }, SECRETS);
  for (const k of ["SESSION_SECRET", "FIELD_ENCRYPTION_KEY"]) delete env[k];
  return env;
};

/** `npm start`'s server (scripts/start.mjs from the checkout) with `extra` settings. */
async function start(extra: Record<string, string> = {}, seed = false): Promise<Server> {
  const s = startServer("app", port, { ...baseEnv(), SEED_DEMO: seed ? "true" : "false", ...extra }, { cwd: process.cwd(), args: ["scripts/start.mjs"] });
  running.push(s);
  await waitReady(s);
  return s;
}

async function stop(s: Server): Promise<void> {
  s.child.kill("SIGTERM");
  await s.exited;
}

/** A start that must be refused: its exit code and what it printed. */
async function refused(extra: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const s = startServer("refused", port, { ...baseEnv(), SEED_DEMO: "false", ...extra }, { cwd: process.cwd(), args: ["scripts/start.mjs"] });
  const code = await Promise.race([s.exited, sleep(60_000).then(() => "timeout" as const)]);
  if (code === "timeout") {
    s.child.kill("SIGKILL");
    throw new Error(`the server started although it should have refused:\n${s.lines.slice(-20).join("\n")}`);
  }
  return { code, out: s.lines.join("\n") };
}

let token = "";
const api = (p: string, body: Record<string, unknown>, bearer = token) =>
  call(port, "POST", `/api/${p}`, { host: `demo.localhost:${port}`, body: { today: TODAY, ...body }, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

async function signIn(): Promise<void> {
  const res = await api("auth/login", { email: "admin@demo.test", password: "Demo@12345" }, "");
  expect(res.status, res.text).toBe(200);
  token = res.json.result.data.token;
}

/** An employee of the demo client with Section 1 signed through her link (the link read from the mail log line). */
async function signedI9(s: Server, who: string): Promise<string> {
  const companies = await api("company/list", { perpage: 1 });
  const companyId = companies.json.result.data[0].id;
  const email = `${who}.${randomBytes(3).toString("hex")}@example.com`;
  const employee = await api("employees/create", { companyId, firstName: who, lastName: "Ruiz", email, hireDate: "11/30/2026" });
  expect(employee.status, employee.text).toBe(200);
  const record = (await api("i9/create", { employeeId: employee.json.result.data.id })).json.result.data;
  const sent = await api("i9/send-section1-link", { id: record.id });
  expect(sent.status, sent.text).toBe(200);
  let linkToken = "";
  for (let i = 0; i < 100 && !linkToken; i++) {
    const line = s.lines.find((l) => l.includes(email) && l.includes(record.id));
    linkToken = (line && new RegExp(`${record.id}\\?token=([A-Za-z0-9_-]+)`).exec(line)?.[1]) || "";
    if (!linkToken) await sleep(100);
  }
  expect(linkToken, "the Section 1 link in the mail log").not.toBe("");
  const section1 = { lastName: "Ruiz", firstName: who, street: "12 Elm Street", city: "Austin", state: "TX", zip: "78701", dateOfBirth: "02/29/2000", ssn: SSN, email, phone: "(512) 555-0100", citizenship: "authorized_alien", authorizedUntil: "12/31/2027", i94Number: "12345678901", signature: `${who} ruiz`, attest: true };
  const signed = await api("i9-fill/section1-submit", { id: record.id, section1 }, linkToken);
  expect(signed.status, signed.text).toBe(200);
  return record.id;
}

async function expectReadable(recordId: string): Promise<void> {
  const shown = await api("i9/reveal", { id: recordId, field: "ssn" });
  expect(shown.status, shown.text).toBe(200);
  expect(shown.json.result.data).toEqual({ value: SSN });
}

/** Rows of a table in the embedded database (opened while no server runs). */
async function count(table: string): Promise<number> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  try {
    const r = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return r.rows[0].n;
  } finally {
    await db.close();
  }
}

describe("the secrets that protect stored data", () => {
  let first = "";
  let generatedKey = "";

  beforeAll(async () => {
    if (!existsSync(path.join(STANDALONE, "start.mjs"))) throw new Error("needs the build: npm run build");
    tmp = mkdtempSync(path.join(os.tmpdir(), "icm-secrets-"));
    dataDir = path.join(tmp, "data");
    port = await freePort();
  });

  afterAll(async () => {
    for (const s of running) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it("are generated in the data directory, and a rebuild's fresh build output keeps every I-9 readable", async () => {
    const s = await start({}, true);
    await signIn();
    first = await signedI9(s, "ana");
    await expectReadable(first);
    await stop(s);
    expect(existsSync(path.join(dataDir, "field-key"))).toBe(true);
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(true);
    generatedKey = readFileSync(path.join(dataDir, "field-key"), "utf8").trim();
    // What `npm run build` does to the build output (the server runs in it): nothing of the install's may live there.
    rmSync(path.join(STANDALONE, ".data"), { recursive: true, force: true });

    const again = await start();
    await signIn();
    await expectReadable(first);
    await stop(again);
  });

  it("a wrong or missing field key, or another session secret, refuses to start and writes nothing", async () => {
    const before = { checks: await count("secret_checks"), audit: await count("audit_log") };
    const wrong = await refused({ FIELD_ENCRYPTION_KEY: `local:${randomBytes(32).toString("base64")}` });
    expect(wrong.code).not.toBe(0);
    expect(wrong.out).toContain('The field encryption key "local" configured (FIELD_ENCRYPTION_KEY) is not the key that sealed');

    const missing = await refused({ FIELD_ENCRYPTION_KEY: `k2:${randomBytes(32).toString("base64")}` });
    expect(missing.code).not.toBe(0);
    expect(missing.out).toContain('The field encryption key "local" sealed identity numbers (SSNs, passport, I-94, A- and document numbers) stored in this database, and it is not configured');

    const session = await refused({ SESSION_SECRET: randomBytes(36).toString("base64url") });
    expect(session.code).not.toBe(0);
    expect(session.out).toContain("The session secret configured (SESSION_SECRET) is not the one that sealed");

    const server = await refused({ DATABASE_URL: "postgres://127.0.0.1:1/unused" });
    expect(server.code).not.toBe(0);
    expect(server.out).toContain("DATABASE_URL names a database server, and every app server on it needs the same secrets: set SESSION_SECRET");
    expect({ checks: await count("secret_checks"), audit: await count("audit_log") }).toEqual(before);
  });

  it("keys:rotate re-seals every number with the new first key; the old key may then go, and duplicates still match", async () => {
    const k2 = `k2:${randomBytes(32).toString("base64")}`;
    const both = { FIELD_ENCRYPTION_KEY: `${k2},local:${generatedKey}` };
    // A second I-9 with the same SSN, sealed under the new key before the rotation.
    let s = await start(both);
    await signIn();
    const second = await signedI9(s, "eva");
    await stop(s);

    const rotate = startServer("rotate", port, { ...baseEnv(), ...both }, { args: ["keys-rotate.mjs"] });
    expect(await rotate.exited, rotate.lines.join("\n")).toBe(0);
    expect(rotate.lines.join("\n")).toMatch(/values re-sealed with key "k2"/);
    expect(rotate.lines.join("\n")).toContain('no value uses "local" any more');

    s = await start({ FIELD_ENCRYPTION_KEY: k2 });
    await signIn();
    await expectReadable(first);
    await expectReadable(second);
    const details = await api("i9/details", { id: first });
    expect(details.json.result.data.duplicateSsn, "the SSN's blind index recomputed under the new key").toBe(true);
    await stop(s);
  });
});
