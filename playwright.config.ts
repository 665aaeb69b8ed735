import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT || 3100);
/** E2E_EXTERNAL=1 runs the journeys against a server you started yourself on E2E_PORT (e.g. `next dev`). */
const external = process.env.E2E_EXTERNAL === "1";

export default defineConfig({
  testDir: "tests/e2e",
  // A whole journey (not one step: those wait 10 s at most) may take 2 minutes: the long ones (RFE → reminders,
  // I-9 sections, the lifecycle) ran close to 60 s when the suite's later half slowed down (see docs/performance.md).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".data/e2e-results.json" }]],
  use: {
    baseURL: `http://demo.localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
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
    env: { PORT: String(PORT) },
  },
});
