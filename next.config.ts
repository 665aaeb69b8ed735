import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // Native and WASM packages stay in node_modules and are required at run time.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "@node-rs/argon2", "nodemailer"],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // The proxy (proxy.ts) buffers request bodies up to this size and truncates beyond it (default 10 MB).
    // Multipart uploads take up to 5 files of 10 MB plus 1 MB of form (lib/server/http/define-upload-route.ts).
    proxyClientMaxBodySize: 52 * 1024 * 1024,
  },
};

export default withNextIntl(nextConfig);
