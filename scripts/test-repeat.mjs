// npm run test:repeat -- [--times N] <test files>: runs the given tests N times in a row (default 5) to find a
// flake before CI does. Journeys (tests/e2e/…) run with Playwright's --repeat-each on one build (`npm run build`
// first; no retries); vitest files run N times over, each run a fresh vitest. Stops at the first failing run
// and says which; ends with "R of N runs passed".
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
let times = 5;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--times") times = Number(args[++i]);
  else files.push(args[i]);
}
if (!Number.isInteger(times) || times < 1 || files.length === 0) {
  console.error("usage: npm run test:repeat -- [--times N] <test files>");
  process.exit(2);
}
const journeys = files.filter((f) => f.startsWith("tests/e2e/"));
const others = files.filter((f) => !journeys.includes(f));
const run = (cmd, argv) => spawnSync(cmd, argv, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } }).status === 0;

let passed = 0;
let ok = true;
if (journeys.length > 0) {
  // One Playwright run: each test N times in a row on the same server, no retry.
  ok = run("npx", ["playwright", "test", ...journeys, `--repeat-each=${times}`, "--retries=0", "--reporter=line"]);
  console.log(`\n[repeat] journeys ${journeys.join(" ")} × ${times}: ${ok ? "all passed" : "a run failed (see above)"}`);
}
if (ok && others.length > 0) {
  for (let i = 1; i <= times; i++) {
    console.log(`\n[repeat] run ${i} of ${times}: ${others.join(" ")}`);
    if (!run("npx", ["vitest", "run", ...others])) {
      ok = false;
      console.log(`[repeat] run ${i} failed`);
      break;
    }
    passed++;
  }
  console.log(`\n${passed} of ${times} runs passed`);
}
process.exit(ok ? 0 : 1);
