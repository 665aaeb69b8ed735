// ESLint 9 flat config: Next.js (core-web-vitals + typescript-eslint recommended + react-hooks) and the
// project's layer rules (eslint/boundaries.mjs). `npm test` runs it (scripts/test.mjs); the rules are
// proved by tests/lint/boundaries.test.ts. Why each choice: docs/conventions.md, "Boundaries".
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import boundaries from "./eslint/boundaries.mjs";

const APP_CODE = ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "db/**/*.ts", "i18n/**/*.ts", "proxy.ts"];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".data/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "db/migrations/**"]),
  {
    rules: {
      // Unused code is an error, not a warning: the lint step fails on it. `_name` marks a deliberate unused.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      "@typescript-eslint/no-unused-expressions": "error",
    },
  },
  {
    files: APP_CODE,
    plugins: { boundaries },
    rules: {
      "boundaries/imports": "error",
      "boundaries/server-only": "error",
      "boundaries/client-no-server": "error",
    },
  },
  {
    // Configuration is read in one place: lib/server/env.ts. Tests may set process.env (TZ, database).
    files: APP_CODE,
    ignores: ["lib/server/env.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through `env` from lib/server/env.ts (the only reader of process.env)." }],
    },
  },
]);
