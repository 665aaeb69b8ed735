import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // `next build` also writes .next/standalone: server.js with only the node_modules it needs.
  // scripts/standalone.mjs completes it (static assets, migrations, migrate/seed script); the
  // Dockerfile, `npm start` and the tests run that directory.
  output: "standalone",
  // Native and WASM packages stay in node_modules and are required at run time.
  // The spelling dictionaries read their .aff/.dic files next to their index.js at run time.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "@node-rs/argon2", "nodemailer", "pg-boss", "pino", "pdfjs-dist", "intuit-oauth", "nspell", "dictionary-en", "dictionary-es"],
  // Files read from disk that the tracer may not see: PGlite's pg_trgm extension bundle, the dictionaries' word lists.
  outputFileTracingIncludes: {
    "/api/sentence-suggestions": ["./node_modules/dictionary-en/index.{aff,dic}", "./node_modules/dictionary-es/index.{aff,dic}"],
    "/*": ["./node_modules/@electric-sql/pglite/dist/pg_trgm.tar.gz"],
  },
  poweredByHeader: false,
  // Security headers of the JSON API and file routes (pages get theirs, with a CSP nonce, from proxy.ts).
  // The billing calls' second base /payapi/ (app/payapi re-exports the /api/payapi handlers) gets the same.
  async headers() {
    const apiHeaders = [
      { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
    ];
    return [
      { source: "/api/:path*", headers: apiHeaders },
      { source: "/payapi/:path*", headers: apiHeaders },
    ];
  },
  typedRoutes: false,
  // npm test runs tsc before the build and sets NEXT_SKIP_TYPECHECK=1 only when it passed (scripts/test.mjs):
  // the types are checked once. `npm run build` and `npm start` keep Next's own check.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
};

export default withNextIntl(nextConfig);
