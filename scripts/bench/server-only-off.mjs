// Loaded first (node --import) by the bench scripts that import server code (seed, baseline): the
// `server-only` marker becomes a no-op, as inside Next and as vitest.config.ts maps it. They used to
// run with --conditions=react-server for that, but under that condition `react` has no hooks and
// next-intl's createTranslator (lib/modules/notifications/render.ts) does not load.
//   node --import ./scripts/bench/server-only-off.mjs --import tsx scripts/bench/seed.ts
import Module, { createRequire } from "node:module";

const file = createRequire(import.meta.url).resolve("server-only");
const stub = new Module(file);
stub.filename = file;
stub.loaded = true;
stub.exports = {};
Module._cache[file] = stub;
