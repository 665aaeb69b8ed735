import { defineConfig } from "vitest/config";

// The built servers' tests (tests/servers/): the build (.next/standalone) started as child processes, so not
// part of the unit + integration run: npm test runs them after the build (scripts/test.mjs), or by hand:
//   npx vitest run --config vitest.servers.config.ts tests/servers/secrets.test.ts   (embedded database)
//   DATABASE_URL=postgres://… npx vitest run --config vitest.servers.config.ts      (all, two servers behind nginx too)
export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      "server-only": `${import.meta.dirname}/node_modules/server-only/empty.js`,
    },
  },
  test: {
    environment: "node",
    include: ["tests/servers/**/*.test.ts"],
    pool: "forks",
    // One worker per file, side by side: each file mostly waits on the servers it started (80 s one after the
    // other, 36 s together, 2026-12-04). Each has its own ports (freePort), databases, data and upload folders.
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", BASE_DOMAIN: "localhost" },
  },
});
