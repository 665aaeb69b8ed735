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
      // Off: it flags the effects that read browser-only state after hydration (cookie consent, stored
      // theme) and the ones that reset local state when a prop changes (search box, active hit). Both
      // are deliberate here; moving them to useSyncExternalStore/keys is a rewrite with no user gain.
      "react-hooks/set-state-in-effect": "off",
      // Off: the only <img> elements show user-uploaded logos and pictures of unknown size served by
      // our own API; next/image would need fixed dimensions and an image loader for them.
      "@next/next/no-img-element": "off",
    },
  },
  {
    // Tests hold no React code: `useTempFileStore()` & co. are vitest fixtures, and `any` is the
    // default type of a JSON answer a test reads (ApiResult<T = any>).
    files: ["tests/**/*.ts", "**/*.test.ts"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
      "@typescript-eslint/no-explicit-any": "off",
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
  {
    // Screens format dates, numbers and phones through useFormat() (lib/shared/format/use-format.ts),
    // one formatter per kind in the reader's locale; never ad hoc. Proved by tests/lint/format.test.ts.
    files: ["lib/modules/*/ui/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "app/**/*.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: "Format through useFormat() from lib/shared/format/use-format (one formatter per kind, in the reader's locale)." },
        { selector: "MemberExpression[object.name='Intl']", message: "Format through useFormat() from lib/shared/format/use-format (one formatter per kind, in the reader's locale)." },
      ],
    },
  },
]);
