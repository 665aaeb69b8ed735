import { defineConfig } from "vitest/config";

// The two-server harness (tests/servers/): two built standalone servers on one PostgreSQL database
// behind nginx. It needs the build (.next/standalone) and DATABASE_URL, so it is not part of the
// unit + integration run: npm test runs it after the build (scripts/test.mjs), or by hand:
//   DATABASE_URL=postgres://… npx vitest run --config vitest.servers.config.ts
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
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", BASE_DOMAIN: "localhost" },
  },
});
