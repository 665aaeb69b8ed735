import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // Native and WASM packages stay in node_modules and are required at run time.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "@node-rs/argon2", "nodemailer"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default withNextIntl(nextConfig);
