import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": import.meta.dirname } },
  test: {
    include: ["lib/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ["tests/global-setup.ts"],
    setupFiles: ["tests/setup.ts"],
    env: { NODE_ENV: "test", BASE_DOMAIN: "localhost" },
  },
});
