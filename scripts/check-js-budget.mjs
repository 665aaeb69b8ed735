// First-load JavaScript budget of every page (issue 8, section 5): after `next build`, sums the gzip size
// of the chunks each route loads first and fails when a route is over its budget in scripts/js-budgets.json,
// or when a page has no budget (neither its own nor the "*" one for pages not listed yet).
//
// Source: Next 16 no longer prints the "First Load JS" table; it writes the same list per route to
// .next/diagnostics/route-bundle-stats.json ({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }).
// The sizes here are gzip level 9, what a compressing proxy or CDN sends (the standalone server itself
// does not compress), so they compare with Lighthouse's "transfer size" of the scripts.
//
// Usage: node scripts/check-js-budget.mjs [--dir .next] [--report]   (--report: print every route, never fail)
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KIB = 1024;

/**
 * Routes over budget or without one. `stats`: route-bundle-stats.json; `budgets`: { route: KiB };
 * `sizeOf(chunkPath)`: gzip bytes of one chunk.
 */
export function checkBudgets(stats, budgets, sizeOf) {
  const rows = [];
  const problems = [];
  for (const r of stats) {
    if (r.route.startsWith("/api")) continue;
    const bytes = r.firstLoadChunkPaths.reduce((sum, p) => sum + sizeOf(p), 0);
    const kib = Math.round((bytes / KIB) * 10) / 10;
    // "*": the budget of a page not listed yet (a new page), until it is given its own.
    const budget = budgets[r.route] ?? budgets["*"];
    rows.push({ route: r.route, kib, budget });
    if (budget === undefined) problems.push(`${r.route}: ${kib} KiB of first-load JS and no budget in scripts/js-budgets.json`);
    else if (kib > budget) problems.push(`${r.route}: ${kib} KiB of first-load JS, over its budget of ${budget} KiB`);
  }
  return { rows, problems };
}

function main() {
  const args = process.argv.slice(2);
  const dir = args.includes("--dir") ? args[args.indexOf("--dir") + 1] : ".next";
  const report = args.includes("--report");
  const statsFile = path.join(dir, "diagnostics/route-bundle-stats.json");
  if (!existsSync(statsFile)) {
    console.error(`JS budget: ${statsFile} is missing: run \`next build\` first.`);
    process.exit(1);
  }
  const stats = JSON.parse(readFileSync(statsFile, "utf8"));
  const budgetsFile = fileURLToPath(new URL("./js-budgets.json", import.meta.url));
  const { budgets } = JSON.parse(readFileSync(budgetsFile, "utf8"));
  // Chunk paths are written relative to the project (".next/static/chunks/…"); --dir may point elsewhere.
  const root = path.resolve(dir, "..");
  const cache = new Map();
  const sizeOf = (p) => {
    if (!cache.has(p)) cache.set(p, gzipSync(readFileSync(path.resolve(root, p)), { level: 9 }).length);
    return cache.get(p);
  };
  const { rows, problems } = checkBudgets(stats, budgets, sizeOf);
  rows.sort((a, b) => b.kib - a.kib);
  for (const r of rows) console.log(`${r.route.padEnd(42)} ${String(r.kib).padStart(6)} KiB  budget ${r.budget ?? "—"}`);
  if (problems.length && !report) {
    console.error(`\nJS budget exceeded:\n  ${problems.join("\n  ")}`);
    console.error("Make the page load less JavaScript first (next/dynamic for what the first paint does not need), or raise its budget on purpose.");
    process.exit(1);
  }
  if (problems.length) console.log(`\nJS budget (report only):\n  ${problems.join("\n  ")}`);
  else console.log(`\nJS budget: ${rows.length} routes within their first-load budgets.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
