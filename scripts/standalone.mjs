// After `next build`: make .next/standalone a complete app directory, the one the Docker image runs
// and `npm start` and `npm test` serve. Next writes server.js and the node_modules it traced; this
// adds the static assets (with their Brotli copies, scripts/precompressed.mjs), the SQL migrations (read at run time by Drizzle's migrator), the blank I-9 form, the
// migrate/seed script bundled into one file (scripts/prepare-db.ts), and the entry point start.mjs.
import { cpSync, existsSync, rmSync } from "node:fs";
import { build } from "esbuild";
import { precompressStatic } from "./precompressed.mjs";

const out = ".next/standalone";
if (!existsSync(`${out}/server.js`)) {
  console.error(`[standalone] ${out}/server.js is missing: run \`next build\` (next.config.ts sets output: "standalone")`);
  process.exit(1);
}
const copy = (from, to) => {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
};
// The static assets' Brotli copies are written once per build, in .next/static, then copied with them.
const compressed = precompressStatic(".next/static");
if (compressed) console.log(`[standalone] ${compressed} static files precompressed (Brotli)`);
copy(".next/static", `${out}/.next/static`);
if (existsSync("public")) copy("public", `${out}/public`);
copy("db/migrations", `${out}/db/migrations`);
// The blank official forms filled at run time (lib/modules/i9/pdf.ts and uscis-forms/generate.ts read them from process.cwd()).
copy("lib/modules/i9/forms", `${out}/lib/modules/i9/forms`);
copy("lib/modules/uscis-forms/blanks", `${out}/lib/modules/uscis-forms/blanks`);
cpSync("scripts/standalone-start.mjs", `${out}/start.mjs`);
cpSync("scripts/precompressed.mjs", `${out}/precompressed.mjs`);

// The migrate/seed script, and `npm run keys:rotate` as node keys-rotate.mjs (the image has no tsx).
await build({
  entryPoints: { "prepare-db": "scripts/prepare-db.ts", "keys-rotate": "scripts/keys-rotate.ts" },
  outdir: out,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: "tsconfig.json",
  // The database drivers and the native hash stay packages: server.js needs them too, so Next traced
  // them into ${out}/node_modules.
  external: ["@electric-sql/pglite", "postgres", "@node-rs/argon2", "pg-boss", "pino"],
  // The seed runs outside React: the server-only marker is a no-op here, as in a server component.
  alias: { "server-only": "./node_modules/server-only/empty.js" },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning",
});
console.log(`[standalone] ${out} is complete: node ${out}/start.mjs`);
