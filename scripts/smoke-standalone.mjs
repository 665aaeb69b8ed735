// npm test's check of the artifact the Docker image runs: .next/standalone/start.mjs on a fresh database
// (migrations + demo seed, as SEED_DEMO=true asks), then over HTTP what the image's HEALTHCHECK, a
// browser and an integrator do first. Writes .data/smoke-results.json ({ passed, failed }) for the tally.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { freshDatabaseEnv } from "./fresh-db.mjs";

const port = Number(process.env.SMOKE_PORT || 3102);
const demoHost = `demo.localhost:${port}`;
const env = {
  ...process.env,
  ...(await freshDatabaseEnv("smoke")),
  PORT: String(port),
  HOSTNAME: "127.0.0.1",
  SEED_DEMO: "true",
  // Nothing written inside the build output: a secret of its own, uploads under .data.
  SESSION_SECRET: randomBytes(32).toString("base64url"),
  UPLOADS_DIR: path.resolve(".data/smoke-uploads"),
  NEXT_TELEMETRY_DISABLED: "1",
};

/** One HTTP call to the server on 127.0.0.1 with the Host header a browser would send. */
function call(method, path, { host = `127.0.0.1:${port}`, body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const h = { host, ...headers };
    if (data) Object.assign(h, { "content-type": "application/json", "content-length": Buffer.byteLength(data) });
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: h }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.end(data);
  });
}

const started = Date.now();
// SMOKE_NODE: another Node binary (npm test passes TEST_EXTRA_NODE, Node 22 in CI, the image's Node).
const node = process.env.SMOKE_NODE || process.execPath;
const server = spawn(node, ["start.mjs"], { cwd: ".next/standalone", env, stdio: ["ignore", "inherit", "inherit"] });
let exited = null;
server.on("exit", (code) => (exited = code ?? 1));

let passed = 0;
let failed = 0;
async function check(name, fn) {
  try {
    await fn();
    passed++;
    console.log(`  ok - ${name}`);
  } catch (e) {
    failed++;
    console.log(`  not ok - ${name}: ${e instanceof Error ? e.message : e}`);
  }
}
const expect = (cond, msg) => {
  if (!cond) throw new Error(msg);
};

await check("the server migrates, seeds and answers the HEALTHCHECK's URL (GET /api/openapi.json)", async () => {
  for (;;) {
    if (exited !== null) throw new Error(`the server exited with code ${exited}`);
    if (Date.now() - started > 180_000) throw new Error("no answer within 180 s");
    const res = await call("GET", "/api/openapi.json").catch(() => null);
    if (res) {
      expect(res.status === 200, `status ${res.status}`);
      expect(JSON.parse(res.text).openapi, "not an OpenAPI document");
      console.log(`  (up after ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
});

await check("the sign-in page and its static assets are served", async () => {
  const page = await call("GET", "/app/login", { host: demoHost });
  expect(page.status === 200, `GET /app/login: status ${page.status}`);
  const asset = page.text.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
  expect(asset, "the page links no /_next/static/ script");
  const js = await call("GET", asset, { host: demoHost });
  expect(js.status === 200, `GET ${asset}: status ${js.status}`);
  // A browser gets the Brotli copy written at build time (scripts/precompressed.mjs), others Next.js's answer.
  const br = await call("GET", asset, { host: demoHost, headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(br.status === 200 && br.headers["content-encoding"] === "br", `GET ${asset} accepting br: ${br.status}, content-encoding ${br.headers["content-encoding"]}`);
});

let cookie = "";
let token = "";
await check("POST /api/auth/login signs admin@demo.test in on the demo firm's host", async () => {
  const res = await call("POST", "/api/auth/login", { host: demoHost, body: { email: "admin@demo.test", password: "Demo@12345" } });
  expect(res.status === 200, `status ${res.status}: ${res.text.slice(0, 300)}`);
  const data = JSON.parse(res.text).result?.data;
  expect(data?.roleId === 3, `roleId ${data?.roleId}`);
  token = data.token;
  cookie = String(res.headers["set-cookie"] ?? "").split(";")[0];
  expect(cookie.startsWith("icm_session="), "no session cookie");
});

await check("POST /api/petition/list lists the demo firm's cases (session cookie and bearer token)", async () => {
  for (const headers of [{ cookie, origin: `http://${demoHost}` }, { authorization: `Bearer ${token}` }]) {
    const res = await call("POST", "/api/petition/list", { host: demoHost, body: {}, headers });
    expect(res.status === 200, `status ${res.status}: ${res.text.slice(0, 300)}`);
    const rows = JSON.parse(res.text).result?.data;
    expect(Array.isArray(rows) && rows.length > 0, "no cases listed");
  }
});

// Moved from the shell journey (a server rule, no screen): the built server's API answers carry their security headers
// (next.config.ts headers(); the proxy skips /api), another firm's admin gets 404 for this firm's record, and this
// firm's token is no session on the other firm's host.
await check("another firm's record answers 404, the own firm's 200 with the API's security headers", async () => {
  const otherHost = `other.localhost:${port}`;
  const auth = (t) => ({ authorization: `Bearer ${t}` });
  const list = await call("POST", "/api/company/list", { host: demoHost, body: { perpage: 1 }, headers: auth(token) });
  const companyId = JSON.parse(list.text).result?.data?.[0]?.id;
  expect(typeof companyId === "string", `no company listed: ${list.text.slice(0, 200)}`);
  const own = await call("POST", "/api/company/details", { host: demoHost, body: { id: companyId }, headers: auth(token) });
  expect(own.status === 200, `own firm: status ${own.status}`);
  expect(own.headers["x-content-type-options"] === "nosniff", `x-content-type-options ${own.headers["x-content-type-options"]}`);
  expect(String(own.headers["content-security-policy"] ?? "").includes("frame-ancestors 'none'"), `content-security-policy ${own.headers["content-security-policy"]}`);
  const login = await call("POST", "/api/auth/login", { host: otherHost, body: { email: "admin@other.test", password: "Demo@12345" } });
  const otherToken = JSON.parse(login.text).result?.data?.token;
  expect(login.status === 200 && otherToken, `other firm's login: status ${login.status}`);
  const cross = await call("POST", "/api/company/details", { host: otherHost, body: { id: companyId }, headers: auth(otherToken) });
  expect(cross.status === 404 && JSON.parse(cross.text).result?.error?.code === "NOT_FOUND", `other firm: status ${cross.status} ${cross.text.slice(0, 200)}`);
  const foreign = await call("POST", "/api/users/login-user-details", { host: otherHost, body: {}, headers: auth(token) });
  expect(foreign.status === 401, `this firm's token on the other host: status ${foreign.status}`);
});

if (exited === null) {
  const gone = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
}
mkdirSync(".data", { recursive: true });
writeFileSync(".data/smoke-results.json", JSON.stringify({ passed, failed }));
console.log(`[smoke] ${passed} of ${passed + failed} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed === 0 ? 0 : 1);
