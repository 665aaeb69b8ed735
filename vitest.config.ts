import { defineConfig } from "vitest/config";

// Two projects: pure unit tests next to the code (no database), and integration tests that share
// one migrated database per worker (PGlite in memory, or the DATABASE_URL server).
export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // `server-only` throws outside Next's react-server build; the tests run server code directly.
      "server-only": `${import.meta.dirname}/node_modules/server-only/empty.js`,
    },
  },
  test: {
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The tests' database server (DATABASE_URL in CI) runs on the checkout's generated secrets.
    env: { NODE_ENV: "test", BASE_DOMAIN: "localhost", ALLOW_GENERATED_SECRETS: "true" },
    projects: [
      { extends: true, test: { name: "unit", include: ["lib/**/*.test.ts", "components/**/*.test.ts", "db/**/*.test.ts", "i18n/**/*.test.ts", "tests/lint/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/global-setup.ts"],
          setupFiles: ["tests/setup.ts"],
          // Files share their worker's database (each test makes its own tenant), so no per-file reset.
          isolate: false,
        },
      },
    ],
  },
});
