// Brotli for the build's static assets (/_next/static: the pages' JavaScript and CSS). Next.js serves them
// gzip-compressed only; Brotli at its highest quality is ~13 % smaller for our chunks (the case page's
// first-load JavaScript: 253 → 221 KB on the wire), too slow to run per request but free once at build time.
//   - precompressStatic(dir): after `next build` (scripts/standalone.mjs), writes <file>.br next to each
//     .js / .mjs / .css file of at least 1 KiB; a .br newer than its file is kept (file names carry their
//     content's hash, so a rebuild only compresses what changed).
//   - staticBrotli(dir): at start-up (the standalone start.mjs), reads those .br files into memory and
//     returns a request handler that answers GET/HEAD /_next/static/<file> with the Brotli copy when the
//     client accepts `br`, with the headers Next.js gives that file; any other request is left to Next.js
//     (it returns false). Only the files found at start-up are served: a URL never becomes a disk path.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const TYPES = { ".js": "application/javascript; charset=UTF-8", ".mjs": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
const MIN_BYTES = 1024;
const URL_PREFIX = "/_next/static/";

/** Every file under dir (relative paths, "/"-separated). */
function filesUnder(dir, rel = "") {
  if (!existsSync(dir)) return [];
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? filesUnder(dir, p) : [p];
  });
}

/** Writes the missing or stale .br copies under dir; answers how many it wrote. */
export function precompressStatic(dir) {
  let written = 0;
  for (const rel of filesUnder(dir)) {
    if (!(path.extname(rel) in TYPES)) continue;
    const file = path.join(dir, rel);
    const source = statSync(file);
    if (source.size < MIN_BYTES) continue;
    const br = `${file}.br`;
    if (existsSync(br) && statSync(br).mtimeMs >= source.mtimeMs) continue;
    const data = readFileSync(file);
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
    writeFileSync(br, brotliCompressSync(data, { params }));
    written++;
  }
  return written;
}

/** Whether an Accept-Encoding header accepts br (listed, and not with q=0). */
export function acceptsBrotli(header) {
  return String(header ?? "")
    .split(",")
    .some((part) => {
      const [name, ...params] = part.split(";").map((s) => s.trim());
      if (name.toLowerCase() !== "br") return false;
      const q = params.find((p) => p.toLowerCase().startsWith("q="));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/** The request handler of the .br copies under dir (the standalone build's .next/static). */
export function staticBrotli(dir) {
  const files = new Map();
  for (const rel of filesUnder(dir)) {
    if (!rel.endsWith(".br")) continue;
    const original = rel.slice(0, -3);
    const type = TYPES[path.extname(original)];
    if (type) files.set(URL_PREFIX + original, { type, body: readFileSync(path.join(dir, rel)) });
  }
  return (req, res) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith(URL_PREFIX)) return false;
    const hit = files.get(req.url.split("?")[0]);
    if (!hit || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    res.writeHead(200, {
      "Content-Type": hit.type,
      "Content-Encoding": "br",
      "Content-Length": hit.body.length,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    res.end(req.method === "HEAD" ? undefined : hit.body);
    return true;
  };
}
