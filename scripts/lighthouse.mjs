// Lighthouse, mobile defaults (simulated throttling), on the pages issue 8 measures: the login screen,
// the case list (/app/cases) and one case's details (/app/petition-details/<id>), signed in as the demo
// firm's admin. Prints each page's score and LCP / TBT / CLS / FCP / SI, the median of --runs runs
// (default 3), and keeps every report's JSON in --out (default .data/lighthouse/) for the audits behind
// the numbers (largest-contentful-paint-element, layout-shifts, unused-javascript, bootup-time, …).
//
// Lighthouse is not a project dependency: it runs through `npx --yes lighthouse@12`, with Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium; nothing is downloaded for the browser).
//
// Usage (after `npm run build`; docs/performance.md):
//   node scripts/lighthouse.mjs                 starts .next/standalone on PORT 3300 with a scratch
//                                               database in /tmp/lh-data (demo seed), measures, stops it
//   node scripts/lighthouse.mjs --standalone /tmp/copy   a copy of .next/standalone (a build that another
//                                               build in the same checkout cannot replace mid-run)
//   node scripts/lighthouse.mjs --base http://demo.localhost:3000   a server already running (demo seed)
//   options: --runs 3  --out .data/lighthouse  --pages login,cases,details  --keep-data
//            --cpu-slowdown N   Lighthouse's CPU multiplier (default 4, which Lighthouse calibrates for a
//                               high-end desktop host, benchmarkIndex 1500–2000). Every run prints the
//                               host's benchmarkIndex: scores of hosts in other classes are not comparable.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { networkInterfaces } from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(opt("runs", 3));
const outDir = path.resolve(opt("out", ".data/lighthouse"));
const wanted = opt("pages", "login,cases,details").split(",");
const port = Number(opt("port", 3300));
const external = opt("base", null);
const cpuSlowdown = opt("cpu-slowdown", null);
const base = external ?? `http://demo.localhost:${port}`;
const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic";
const EMAIL = "admin@demo.test";
const PASSWORD = "Demo@12345";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One request to the app (Node does not resolve *.localhost: connect to 127.0.0.1, send the firm's Host). */
function request(url, { method = "GET", headers = {}, body } = {}) {
  const u = new URL(url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname.endsWith(".localhost") || u.hostname === "localhost" ? "127.0.0.1" : u.hostname,
        port: u.port || 80,
        path: u.pathname + u.search,
        method,
        headers: { host: u.host, ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function waitUntilUp(deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const r = await request(`${base}/app/login`);
      if (r.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(1000);
  }
  throw new Error(`${base} did not answer within ${deadlineMs / 1000} s`);
}

function startServer() {
  const dir = path.resolve(opt("standalone", ".next/standalone"));
  const data = opt("data", "/tmp/lh-data");
  const uploads = opt("uploads", "/tmp/lh-up");
  if (!args.includes("--keep-data")) {
    rmSync(data, { recursive: true, force: true });
    rmSync(uploads, { recursive: true, force: true });
  }
  const env = {
    ...process.env,
    PGLITE_DATA_DIR: data,
    UPLOADS_DIR: uploads,
    // Generated secrets beside its data (kept with --keep-data, as the database's key checks need them).
    DATA_DIR: `${data}-secrets`,
    PORT: String(port),
    // All addresses, IPv4 and IPv6, as scripts/start.mjs: Chromium may try ::1 first for demo.localhost.
    HOSTNAME: Object.values(networkInterfaces()).flat().some((i) => i?.internal && i.family === "IPv6") ? "::" : "0.0.0.0",
    SEED_DEMO: "true",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: process.env.LOG_LEVEL || "warn",
  };
  delete env.DATABASE_URL;
  const child = spawn("node", [path.join(dir, "start.mjs")], { env, stdio: ["ignore", "ignore", "inherit"] });
  child.on("exit", (code) => {
    if (code && !stopping) console.error(`[lighthouse] the server exited with ${code}`);
  });
  return child;
}

async function signIn() {
  const r = await request(`${base}/api/auth/login`, { method: "POST", headers: { origin: new URL(base).origin }, body: { email: EMAIL, password: PASSWORD } });
  const set = [r.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("icm_session="));
  if (r.status !== 200 || !set) throw new Error(`sign-in failed (${r.status}): ${r.text.slice(0, 300)}`);
  return set.split(";")[0];
}

async function firstCasePath(cookie) {
  const r = await request(`${base}/api/petition/list`, {
    method: "POST",
    headers: { origin: new URL(base).origin, cookie },
    body: { page: 1, perpage: 10, sortBy: "createdAt", sortOrder: "desc" },
  });
  const row = JSON.parse(r.text)?.result?.data?.[0];
  if (!row?.detailsPath) throw new Error(`no case to open (${r.status}): ${r.text.slice(0, 300)}`);
  return row.detailsPath;
}

/** One Lighthouse run (a child process, so Ctrl-C still reaches this script and stops the server). */
async function lighthouse(url, cookie, file) {
  const headers = JSON.stringify({ Cookie: [cookie, "cookie_consent=accepted"].filter(Boolean).join("; ") });
  const child = spawn(
    "npx",
    ["--yes", "lighthouse@12", url, "--quiet", "--output=json", `--output-path=${file}`, `--chrome-flags=${CHROME_FLAGS}`, `--extra-headers=${headers}`, ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : [])],
    { env: { ...process.env, CHROME_PATH: chrome, npm_config_loglevel: "error" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const status = await new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  if (status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${status})`);
  const lhr = JSON.parse(readFileSync(file, "utf8"));
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  // A redirect to the login screen would measure the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
  const a = lhr.audits;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: a["largest-contentful-paint"].numericValue,
    tbt: a["total-blocking-time"].numericValue,
    cls: a["cumulative-layout-shift"].numericValue,
    fcp: a["first-contentful-paint"].numericValue,
    si: a["speed-index"].numericValue,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (v) => `${Math.round(v)} ms`.padStart(8);

/** Whether something already answers on the port: a server left running would be measured instead of this build. */
async function portTaken() {
  try {
    await request(`${base}/app/login`);
    return true;
  } catch {
    return false;
  }
}

if (!external && (await portTaken())) {
  console.error(`[lighthouse] something already answers on port ${port} (a server left running?): stop it, or pass --port N`);
  process.exit(1);
}

let stopping = false;
const server = external ? null : startServer();
const stop = () => {
  stopping = true;
  server?.kill("SIGTERM");
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

try {
  await waitUntilUp(240_000);
  const cookie = await signIn();
  const pages = { login: { url: `${base}/app/login`, cookie: "" }, cases: { url: `${base}/app/cases`, cookie }, details: { url: `${base}${await firstCasePath(cookie)}`, cookie } };
  mkdirSync(outDir, { recursive: true });
  // One unmeasured visit per page first: the server compiles nothing, but its caches (tenant, master data) warm up.
  for (const name of wanted) await request(pages[name].url, { headers: pages[name].cookie ? { cookie: pages[name].cookie } : {} });
  const results = {};
  for (const name of wanted) {
    results[name] = [];
    for (let i = 1; i <= runs; i++) {
      const m = await lighthouse(pages[name].url, pages[name].cookie, path.join(outDir, `${name}-${i}.json`));
      results[name].push(m);
      console.log(`[lighthouse] ${name} run ${i}: score ${m.score}, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, host benchmarkIndex ${Math.round(m.benchmarkIndex)}`);
    }
  }
  const hostIndex = Math.round(median(Object.values(results).flat().map((m) => m.benchmarkIndex)));
  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : "1 run"}, mobile (simulated throttling, CPU ×${cpuSlowdown ?? 4}), ${base}, host benchmarkIndex ${hostIndex}`);
  console.log(`${"page".padEnd(9)} score      LCP      TBT    CLS      FCP       SI   (scores: ${"runs"})`);
  for (const name of wanted) {
    const r = results[name];
    const med = (k) => median(r.map((x) => x[k]));
    console.log(
      `${name.padEnd(9)} ${String(med("score")).padStart(5)} ${ms(med("lcp"))} ${ms(med("tbt"))} ${med("cls").toFixed(3).padStart(6)} ${ms(med("fcp"))} ${ms(med("si"))}   (${r.map((x) => x.score).join(", ")})`,
    );
  }
  console.log(`\nReports: ${outDir}/<page>-<run>.json (${pages.details.url.replace(base, "")} for details)`);
} finally {
  stop();
}
