// npm test: type check, unit + integration tests (vitest), production build, browser journeys (Playwright).
// Uses PGlite unless DATABASE_URL is set. Ends with one line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const step = (name, cmd, args, extraEnv = {}) => {
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  console.log(`=== ${name} finished in ${((Date.now() - t) / 1000).toFixed(1)} s (exit ${r.status})`);
  return r.status === 0;
};

let passed = 0;
let failed = 0;
const tally = (file, read) => {
  if (!existsSync(file)) return;
  const [p, f] = read(JSON.parse(readFileSync(file, "utf8")));
  passed += p;
  failed += f;
};

rmSync(".data/vitest-results.json", { force: true });
rmSync(".data/e2e-results.json", { force: true });

step("api index", "node", ["scripts/gen-api-index.mjs"]);
let ok = step("typecheck", "npx", ["tsc", "--noEmit"]);
ok = step("unit + integration", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=.data/vitest-results.json"]) && ok;
tally(".data/vitest-results.json", (j) => [j.numPassedTests, j.numFailedTests]);

if (!existsSync(env.CHROMIUM_PATH || "/usr/bin/chromium")) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    step("install chromium", "bash", ["-c", "apt-get update -qq && apt-get install -y -qq chromium >/dev/null"]);
  } else {
    console.error("Chromium is missing: install it with `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH.");
  }
}
const built = step("build", "npx", ["next", "build"]);
ok = built && ok;
if (built) {
  ok = step("browser journeys", "npx", ["playwright", "test"]) && ok;
  tally(".data/e2e-results.json", (j) => [j.stats?.expected ?? 0, (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0)]);
}
if (!ok && failed === 0) failed = 1; // a step failed outside any test (type check, build, server start)
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
