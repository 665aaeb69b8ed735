import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/chromium";

const PORT = Number(process.env.E2E_PORT || 3100);
/** E2E_EXTERNAL=1 runs the journeys against a server you started yourself on E2E_PORT (e.g. `next dev`). */
const external = process.env.E2E_EXTERNAL === "1";
/**
 * Journeys run in E2E_WORKERS workers, 3 by default: on these 2-core machines 2 workers kept the CPU 72 % busy (each
 * journey waits on the server and the browser in turn), 3 keep it 86 % busy and end the suite in 498 s instead of
 * 582 s (each journey ~28 % slower, none near its bounds; 2026-12-04). Each worker has a demo firm of its
 * own (tests/e2e/firm.ts): the server seeds one per worker (E2E_FIRMS), so no journey sees another worker's data.
 * A spec file's tests stay in order in one worker (fullyParallel: false).
 */
const WORKERS = Number(process.env.E2E_WORKERS || 3);

export default defineConfig({
  testDir: "tests/e2e",
  // A whole journey (not one step: those wait 10 s at most) may take 2 minutes: the long ones (RFE → reminders,
  // I-9 sections, the lifecycle) ran close to 60 s when the suite's later half slowed down (see docs/performance.md).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".data/e2e-results.json" }]],
  use: {
    // The worker's own firm (tests/e2e/fixtures.ts sets baseURL from tests/e2e/firm.ts).
    // Recording a trace of every journey cost ~20 % of the suite's time (docs/performance.md), and CI keeps only what
    // it prints: E2E_TRACE=1 records them again (kept for the journeys that fail) when you look into a failure.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: external
    ? undefined
    : {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${PORT}/app/error-404`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { PORT: String(PORT), E2E_FIRMS: String(WORKERS) },
  },
});
