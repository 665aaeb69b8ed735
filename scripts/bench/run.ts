// npm run bench: seed the bench firms (idempotent), start the built app (.next/standalone/start.mjs)
// and the bare node:http baseline on free ports with the same DATABASE_URL, check that both answer the
// same, print the query plans of the case list for the largest firm, then load both with 32 keep-alive
// connections per scenario and report p50 / p95 / requests per second side by side, with the goals of
// issues 3 and 9:
//   - app/baseline throughput >= 0.5 per scenario;
//   - the framework floor: the app's CPU ms per request <= 1.15 x (CPU ms per request of GET /api/health,
//     a constant-body route of the same app process, + the baseline's CPU ms per request);
//   - growth (--growth): case-list p50 for firms of the same size in a 10x larger data set
//     ("big-*" firms, 1,000,000 cases over 2,000) <= 1.2 x the p50 in the bench set;
//   - two app processes behind nginx against one, same nginx (--no-scale skips it).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/icm_bench npm run bench -- [options]
// Options: --cases 100000 --tenants 200 --reset --no-seed --duration 10 --warmup 2 --connections 32
//          --server-warmup 10 --only list-default,details --build (rebuild .next first) --out .data/bench-results.json
//          --plans-only (seed and print the query plans, no load) --no-floor --no-scale --job-workers
//          --growth [--growth-cases 1000000 --growth-tenants 2000 --growth-firms 20 --growth-reset]
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { caseIdBody } from "@/lib/modules/cases/contract";
import { caseListBody } from "@/lib/modules/cases/list-contract";
import { getCaseDetails } from "@/lib/modules/cases/case-details";
import { listCases } from "@/lib/modules/cases/list-cases";
import { getStatsBody } from "@/lib/modules/dashboard/contract";
import { widgetStats } from "@/lib/modules/dashboard/service";
import { hashToken, newToken } from "@/lib/server/auth/crypto";
import { findTenantAndActor } from "@/lib/server/auth/session";
import { serviceContext } from "@/lib/server/context";
import { ROLE } from "@/lib/shared/constants/roles";
import { parseArgs, requirePostgres } from "./common";
import { post, runLoad, type BenchRequest, type LoadStats } from "./load";
import { explain, petitionIndexes, recordingDb, type PlanCheck } from "./plans";
import { planBodies, SCENARIOS, tokensFor, type Firm, type Scenario } from "./scenarios";

const args = parseArgs(process.argv.slice(2));
const url = requirePostgres();
const cfg = {
  cases: args.int("cases", 100_000),
  tenants: args.int("tenants", 200),
  growth: args.flag("growth"),
  growthCases: args.int("growth-cases", 1_000_000),
  growthTenants: args.int("growth-tenants", 2_000),
  growthFirms: args.int("growth-firms", 20),
  growthReset: args.flag("growth-reset"),
  floor: !args.flag("no-floor"),
  scale: !args.flag("no-scale"),
  nginx: args.str("nginx", "/usr/sbin/nginx"),
  jobWorkers: args.flag("job-workers"),
  duration: args.int("duration", 10),
  warmup: args.int("warmup", 2),
  serverWarmup: args.int("server-warmup", 10),
  connections: args.int("connections", 32),
  seed: !args.flag("no-seed"),
  reset: args.flag("reset"),
  build: args.flag("build"),
  plansOnly: args.flag("plans-only"),
  only: args.str("only", "").split(",").filter(Boolean),
  out: args.str("out", path.join(".data", "bench-results.json")),
};
const scenarios = cfg.only.length ? SCENARIOS.filter((s) => cfg.only.includes(s.name)) : SCENARIOS;
if (scenarios.length === 0) throw new Error(`--only names none of: ${SCENARIOS.map((s) => s.name).join(", ")}`);
const log = (m: string) => console.log(m);
// Scripts that import server code (seed, baseline): tsx, with the server-only marker a no-op
// (server-only-off.mjs; --conditions=react-server no longer loads next-intl's createTranslator).
const tsNode = ["--import", "./scripts/bench/server-only-off.mjs", "--import", "tsx"];
/** Goals (issues 3 and 9). */
const GOAL = { p95Ms: 50, minThroughputRatio: 0.5, maxFloorRatio: 1.15, maxGrowthRatio: 1.2 };
const passFail = (ok: boolean) => (ok ? "PASS" : "FAIL");

// ---------- child processes ----------

const children: { name: string; child: ChildProcess; output: string[] }[] = [];

function start(name: string, cmd: string, argv: string[], env: Record<string, string>) {
  // Own process group, so stopping it also stops what npx started.
  const child = spawn(cmd, argv, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const entry = { name, child, output: [] as string[] };
  const keep = (b: Buffer) => {
    entry.output.push(...b.toString("utf8").split("\n").filter(Boolean));
    if (entry.output.length > 200) entry.output.splice(0, entry.output.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  children.push(entry);
  return entry;
}

function stopChildren() {
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}
process.on("exit", stopChildren);
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => process.exit(130));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Wait until the server answers `probe` with 200 (a different answer is an error at once). */
async function waitReady(entry: ReturnType<typeof start>, port: number, probe: BenchRequest, timeoutS: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: false });
  const until = Date.now() + timeoutS * 1000;
  while (Date.now() < until) {
    if (entry.child.exitCode !== null) throw new Error(`${entry.name} exited (code ${entry.child.exitCode}):\n${entry.output.slice(-30).join("\n")}`);
    try {
      const res = await post(agent, port, probe);
      if (res.status === 200) return;
      throw new Error(`${entry.name} answered ${probe.path} with HTTP ${res.status}: ${res.body.slice(0, 300)}`);
    } catch (e) {
      if (!(e instanceof Error) || !/ECONNREFUSED|ECONNRESET|socket hang up/.test(e.message)) throw e;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${entry.name} did not answer within ${timeoutS} s:\n${entry.output.slice(-30).join("\n")}`);
}

// ---------- CPU accounting (Linux /proc) ----------

/** CPU seconds (user + system, all threads) of a process, or null where /proc is not readable. */
function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // Fields after the "(comm)" part: state is field 3, utime 14, stime 15 (in clock ticks, 100 per second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Parent pid of each live process (from /proc/<pid>/stat field 4). */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const fields = readFileSync(`/proc/${d}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
      out.set(Number(d), Number(fields[1]));
    } catch {
      // the process ended
    }
  }
  return out;
}

/**
 * CPU seconds of a server: the process, its live descendants, and its waited-for children that ended
 * (cutime + cstime). The standalone server serves in its own process (start.mjs imports server.js after
 * the migrations' child ended), so this is the process itself unless Next starts helpers.
 */
function treeCpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  let total = 0;
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
    total += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
  } catch {
    return null;
  }
  const ppid = parents();
  const tree = new Set([pid]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [p, parent] of ppid) {
      if (!tree.has(p) && tree.has(parent)) {
        tree.add(p);
        total += cpuSeconds(p) ?? 0;
        grown = true;
      }
    }
  }
  return total;
}

/** CPU seconds of every PostgreSQL process on this machine (the server runs beside the bench). */
function postgresCpuSeconds(): number | null {
  try {
    let total = 0;
    for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        if (stat.includes(" (postgres) ")) total += cpuSeconds(Number(pid)) ?? 0;
      } catch {
        // the process ended
      }
    }
    return total;
  } catch {
    return null;
  }
}

export type CpuStats = LoadStats & { serverCpuMsPerRequest: number | null; postgresCpuMsPerRequest: number | null };

/** Sum of the CPU seconds of several servers (null when one is unreadable). */
function serversCpuSeconds(pids: (number | undefined)[]): number | null {
  let total = 0;
  for (const pid of pids) {
    const s = treeCpuSeconds(pid);
    if (s === null) return null;
    total += s;
  }
  return total;
}

/**
 * A load run, with the CPU milliseconds per answered request of the server(s) (each with its process
 * tree) and of PostgreSQL over its measured part.
 */
async function withCpu(serverPids: number | undefined | (number | undefined)[], run: (onMeasureStart: () => void) => Promise<LoadStats>): Promise<CpuStats> {
  const pids = Array.isArray(serverPids) ? serverPids : [serverPids];
  let s0: number | null = null;
  let p0: number | null = null;
  const stats = await run(() => {
    s0 = serversCpuSeconds(pids);
    p0 = postgresCpuSeconds();
  });
  const [s1, p1] = [serversCpuSeconds(pids), postgresCpuSeconds()];
  const per = (a: number | null, b: number | null) => (a === null || b === null || stats.requests === 0 ? null : Math.round(((b - a) * 1000 * 100) / stats.requests) / 100);
  return { ...stats, serverCpuMsPerRequest: per(s0, s1), postgresCpuMsPerRequest: per(p0, p1) };
}

// ---------- build ----------

const STANDALONE = path.join(".next", "standalone");

/** The routes of the build (.next/app-path-routes-manifest.json). */
function builtRoutes(): string {
  const routes = path.join(".next", "app-path-routes-manifest.json");
  return existsSync(routes) ? readFileSync(routes, "utf8") : "";
}

function ensureBuild(): void {
  const needed = [...new Set(scenarios.map((s) => `${s.path}/route`))];
  const complete = existsSync(path.join(".next", "BUILD_ID")) && existsSync(path.join(STANDALONE, "server.js")) && existsSync(path.join(STANDALONE, "start.mjs"));
  if (cfg.build || !complete) {
    log(cfg.build ? "[bench] --build: building the app (npm run build) ..." : "[bench] no standalone build in .next: building the app (npm run build) ...");
    for (const [cmd, argv] of [["node", ["scripts/gen-api-index.mjs"]], ["npx", ["next", "build"]], ["node", ["scripts/standalone.mjs"]]] as const) {
      const r = spawnSync(cmd, [...argv], { stdio: "inherit", env: process.env });
      if (r.status !== 0) throw new Error(`${cmd} ${argv.join(" ")} failed`);
    }
  }
  const manifest = builtRoutes();
  const missing = needed.filter((r) => !manifest.includes(`"${r}"`));
  if (missing.length) {
    console.error(`The build in .next has no ${missing.map((m) => m.replace(/\/route$/, "")).join(" or ")}: it predates them.\nRebuild it (npm run build), run the bench with --build, or leave those scenarios out (--only).`);
    process.exit(2);
  }
}

// ---------- data: firms, sessions, case samples ----------

const HARNESS_ROLES = [ROLE.ADMIN, ROLE.ATTORNEY, ROLE.PARALEGAL];

/** The firms of a data set ("bench" or "big"), with their case counts. */
async function firmRows(sql: postgres.Sql, prefix: string) {
  return sql<{ id: string; slug: string; cases: string }[]>`
    select t.id, t.slug, (select count(*) from petitions p where p.tenant_id = t.id and p.deleted_at is null) as cases
    from tenants t where t.slug like ${`${prefix}-%`} and t.deleted_at is null order by t.slug`;
}

/** Firms of a data set (all, or the `only` tenant ids) with sessions of their admin, attorneys and paralegals, and sampled case ids. */
async function loadFirms(sql: postgres.Sql, prefix = "bench", only?: string[]): Promise<{ firms: Firm[]; sessionIds: string[] }> {
  const rows = (await firmRows(sql, prefix)).filter((t) => !only || only.includes(t.id));
  if (rows.length === 0) throw new Error(`No ${prefix}-* firms in the database: run without --no-seed`);
  const tenantIds = rows.map((t) => t.id);
  const members = await sql<{ id: string; user_id: string; tenant_id: string; role_id: number }[]>`
    select m.id, m.user_id, m.tenant_id, m.role_id from memberships m
    where m.tenant_id in ${sql(tenantIds)} and m.status_id = 1 and m.role_id in ${sql(HARNESS_ROLES)}`;
  // Sessions are created directly (no password round trips): what a login would store.
  // As text: a Date bound in a second multi-row statement of another size broke postgres.js's serializer.
  const expiresAt = new Date(Date.now() + 6 * 3600_000).toISOString();
  const tokens = members.map(() => newToken());
  const sessionIds = (
    await sql<{ id: string }[]>`insert into sessions ${sql(
      members.map((m, i) => ({ token_hash: hashToken(tokens[i]), user_id: m.user_id, tenant_id: m.tenant_id, membership_id: m.id, role_id: m.role_id, expires_at: expiresAt, ip: "127.0.0.1", user_agent: "icm-bench" })),
    )} returning id`
  ).map((r) => r.id);
  const samples = await sql<{ tenant_id: string; id: string }[]>`
    select tenant_id, id from (
      select p.tenant_id, p.id, row_number() over (partition by p.tenant_id order by random()) as n
      from petitions p where p.tenant_id in ${sql(tenantIds)} and p.deleted_at is null) s
    where n <= 300`;
  const firms = rows.map((t) => ({
    slug: t.slug,
    tenantId: t.id,
    cases: Number(t.cases),
    tokens: members.flatMap((m, i) => (m.tenant_id === t.id ? [tokens[i]] : [])),
    tokenRoles: members.flatMap((m) => (m.tenant_id === t.id ? [m.role_id] : [])),
    caseIds: samples.filter((s) => s.tenant_id === t.id).map((s) => s.id),
  }));
  return { firms: firms.filter((f) => f.tokens.length && f.caseIds.length), sessionIds };
}

// ---------- plans ----------

async function plansFor(sql: postgres.Sql, firm: Firm): Promise<PlanCheck[]> {
  const rec = recordingDb(sql);
  const found = await findTenantAndActor(rec.db, firm.slug, firm.tokens[0]);
  if (!found || found.actor instanceof Error) throw new Error(`bench: no session for ${firm.slug}`);
  const ctx = serviceContext({ db: rec.db, tenant: found.tenant, actor: found.actor });
  const indexes = await petitionIndexes(sql);
  const checks: PlanCheck[] = [];
  const seen = new Set<string>();
  for (const s of scenarios.filter((x) => x.kind === "cases" || x.kind === "dashboard")) {
    for (const { label, body } of planBodies(s, firm)) {
      rec.take();
      if (s.kind === "dashboard") await widgetStats(ctx, getStatsBody.parse(body));
      else if (s.list) await listCases(ctx, caseListBody.parse(body));
      else await getCaseDetails(ctx, caseIdBody.parse(body).id);
      // Each distinct statement once (the count of the whole firm is shared by the sorts).
      for (const q of rec.take().filter((q) => /from "petitions"/.test(q.sql))) {
        const key = `${q.sql}|${JSON.stringify(q.params)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        checks.push(await explain(sql, label, q, indexes, s.list || s.kind === "dashboard"));
      }
    }
  }
  return checks;
}

// ---------- report ----------

function planSummary(p: PlanCheck): string {
  const parts = [`${p.scenario}: ${p.ok ? "OK" : "FLAGGED"} — petitions read by ${p.petitionsAccess.join(", ") || "(not read)"}`];
  if (p.seqScanOnPetitions) {
    parts.push(
      p.indexesWithoutSeqScan.length
        ? `Seq Scan on petitions (with seq scans off the planner uses ${p.indexesWithoutSeqScan.join(" + ")}: it chose the seq scan for this data size)`
        : "Seq Scan on petitions, and no index serves it",
    );
  }
  if (p.fullSort && /^select "petitions"/.test(p.sql)) parts.push("sorts every matching row (no index order)");
  if (p.otherSeqScans.length) parts.push(`seq scans on ${p.otherSeqScans.join(", ")}`);
  return parts.join(" — ");
}

type Row = {
  scenario: string;
  title: string;
  app: CpuStats;
  baseline: CpuStats;
  rpsRatio: number;
  p95Goal: boolean;
  throughputGoal: boolean;
  /** app CPU ms/req ÷ (health CPU ms/req + baseline CPU ms/req); null without the health figure. */
  floorRatio: number | null;
  floorGoal: boolean | null;
};

function renderTable(head: string[], body: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  return [line(head), `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`, ...body.map(line)].join("\n");
}

const ms2 = (n: number | null) => (n === null ? "–" : n.toFixed(2));

function table(rows: Row[]): string {
  const head = ["scenario", "app p50", "app p95", "app rps", "base p50", "base p95", "base rps", "app/base rps", "≥0.5 base", "p95<50ms", "CPU ms/req app · base · pg", "app/(health+base) CPU", "≤1.15"];
  const body = rows.map((r) => [
    r.scenario,
    `${r.app.p50.toFixed(1)} ms`,
    `${r.app.p95.toFixed(1)} ms`,
    r.app.rps.toFixed(0),
    `${r.baseline.p50.toFixed(1)} ms`,
    `${r.baseline.p95.toFixed(1)} ms`,
    r.baseline.rps.toFixed(0),
    r.rpsRatio.toFixed(2),
    passFail(r.throughputGoal),
    r.p95Goal ? "yes" : "NO",
    `${ms2(r.app.serverCpuMsPerRequest)} · ${ms2(r.baseline.serverCpuMsPerRequest)} · ${ms2(r.app.postgresCpuMsPerRequest)}`,
    r.floorRatio === null ? "–" : r.floorRatio.toFixed(2),
    r.floorGoal === null ? "–" : passFail(r.floorGoal),
  ]);
  return renderTable(head, body);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

// ---------- growth: the same-sized firms in a 10x larger data set ----------

/**
 * Firms of the bench set around the median size (the typical firm), each paired with the big-set firm
 * closest in size (each used once).
 */
function matchFirms(bench: { id: string; cases: number }[], big: { id: string; cases: number }[], n: number) {
  const sorted = [...bench].sort((a, b) => a.cases - b.cases);
  const mid = Math.floor(sorted.length / 2);
  const chosen = sorted.slice(Math.max(0, mid - Math.floor(n / 2)), Math.max(0, mid - Math.floor(n / 2)) + n);
  const pool = [...big].sort((a, b) => a.cases - b.cases);
  const pairs: { bench: string; big: string; benchCases: number; bigCases: number }[] = [];
  for (const f of chosen) {
    let best = -1;
    for (let i = 0; i < pool.length; i++) if (best < 0 || Math.abs(pool[i].cases - f.cases) < Math.abs(pool[best].cases - f.cases)) best = i;
    if (best < 0) break;
    const [b] = pool.splice(best, 1);
    pairs.push({ bench: f.id, big: b.id, benchCases: f.cases, bigCases: b.cases });
  }
  return pairs;
}

// ---------- nginx in front of one or two app processes ----------

function nginxConf(dir: string, ports: { one: number; two: number }, apps: number[]): string {
  const proxy = (upstream: string) => `location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
    }`;
  return `# written by scripts/bench/run.ts: one nginx, two front ports, upstreams of one and of two app processes
${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream one { server 127.0.0.1:${apps[0]}; keepalive 64; }
  upstream two { ${apps.map((p) => `server 127.0.0.1:${p};`).join(" ")} keepalive 64; }
  server {
    listen 127.0.0.1:${ports.one};
    ${proxy("one")}
  }
  server {
    listen 127.0.0.1:${ports.two};
    ${proxy("two")}
  }
}
`;
}

// ---------- main ----------

function seedSet(extra: string[]): number {
  const r = spawnSync(process.execPath, [...tsNode, "scripts/bench/seed.ts", ...extra], { stdio: "inherit", env: process.env });
  return r.status ?? 1;
}

async function main(): Promise<number> {
  let growthSeedSeconds: number | null = null;
  if (cfg.seed) {
    const status = seedSet(["--cases", String(cfg.cases), "--tenants", String(cfg.tenants), ...(cfg.reset ? ["--reset"] : [])]);
    if (status !== 0) return status;
    if (cfg.growth) {
      const t0 = Date.now();
      log(`[bench] --growth: seeding the big-* data set (${cfg.growthCases.toLocaleString("en-US")} cases over ${cfg.growthTenants.toLocaleString("en-US")} firms) if missing ...`);
      const s2 = seedSet(["--prefix", "big", "--cases", String(cfg.growthCases), "--tenants", String(cfg.growthTenants), ...(cfg.growthReset ? ["--reset"] : [])]);
      if (s2 !== 0) return s2;
      growthSeedSeconds = Math.round((Date.now() - t0) / 100) / 10;
    }
  }
  if (!cfg.plansOnly) ensureBuild();

  const sql = postgres(url, { max: 4, onnotice: () => {} });
  const sessionIds: string[] = [];
  try {
    const loaded = await loadFirms(sql);
    sessionIds.push(...loaded.sessionIds);
    const firms = loaded.firms;
    const totalCases = firms.reduce((s, f) => s + f.cases, 0);
    const biggest = [...firms].sort((a, b) => b.cases - a.cases)[0];
    const sizes = firms.map((f) => f.cases).sort((a, b) => a - b);
    const [workCounts] = await sql<{ notifications: string; reminders: string; assignees: string }[]>`
      select (select count(*) from notifications n join tenants t on t.id = n.tenant_id where t.slug like 'bench-%') as notifications,
             (select count(*) from reminders r join tenants t on t.id = r.tenant_id where t.slug like 'bench-%') as reminders,
             (select count(*) from reminder_assignees a join tenants t on t.id = a.tenant_id where t.slug like 'bench-%') as assignees`;
    log(
      `\n[bench] ${firms.length} firms, ${totalCases.toLocaleString("en-US")} cases (largest ${biggest.slug} with ${biggest.cases}, median ${sizes[Math.floor(sizes.length / 2)]}), ` +
        `${Number(workCounts.notifications).toLocaleString("en-US")} notifications, ${Number(workCounts.reminders).toLocaleString("en-US")} reminders (${Number(workCounts.assignees).toLocaleString("en-US")} assignees), ${sessionIds.length} sessions`,
    );

    // Query plans of the largest firm, before any load.
    const plans = await plansFor(sql, biggest);
    log(`\n[bench] EXPLAIN (ANALYZE, BUFFERS) for ${biggest.slug} (${biggest.cases} cases):`);
    for (const p of plans) log(`\n--- ${planSummary(p)}\n${p.sql}\n${p.plan}`);
    const flagged = plans.filter((p) => !p.ok);
    if (cfg.plansOnly) {
      log(flagged.length ? `\n[bench] FLAGGED plans (${flagged.length}):\n  ${flagged.map(planSummary).join("\n  ")}` : "\n[bench] every case-list query reads petitions through an index starting with tenant_id");
      return flagged.length ? 1 : 0;
    }

    // The two servers. The app is the standalone build (what the Docker image runs): start.mjs applies
    // the migrations in a child, then serves in its own process, so the child's pid is the server's.
    const [appPort, basePort] = [await freePort(), await freePort()];
    // The bench database outlives a run: its key checks (lib/server/crypto/key-check.ts) hold the secrets of the
    // first run, generated once and kept in .data/bench-secrets.
    const startApp = (name: string, port: number) =>
      start(name, process.execPath, [path.join(STANDALONE, "start.mjs")], {
        DATABASE_URL: url,
        NODE_ENV: "production",
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        DATA_DIR: path.resolve(".data", "bench-secrets"),
        ALLOW_GENERATED_SECRETS: "true",
        // Background jobs off: the figures are those of request handling (--job-workers turns them on).
        JOB_WORKERS: cfg.jobWorkers ? "on" : "off",
        LOG_LEVEL: "warn",
      });
    const app = startApp("app (standalone)", appPort);
    const base = start("baseline (node:http)", process.execPath, [...tsNode, "scripts/bench/baseline.ts", "--port", String(basePort)], { DATABASE_URL: url, NODE_ENV: "production", LOG_LEVEL: "warn" });
    const probeFirm = firms[0];
    const request = (s: Scenario, f: Firm, r: () => number, port: number): BenchRequest => {
      const tokens = tokensFor(s, f);
      return { path: s.path, host: `${f.slug}.localhost:${port}`, token: tokens[Math.floor(r() * tokens.length)], body: s.body(f, r) };
    };
    await Promise.all([
      waitReady(app, appPort, request(SCENARIOS[0], probeFirm, Math.random, appPort), 120),
      waitReady(base, basePort, request(SCENARIOS[0], probeFirm, Math.random, basePort), 60),
    ]);
    log(`\n[bench] app on 127.0.0.1:${appPort} (pid ${app.child.pid}), baseline on 127.0.0.1:${basePort} (pid ${base.child.pid})`);

    // Same request, same answer: the baseline runs the app's SQL.
    const agent = new http.Agent({ keepAlive: true });
    const mismatches: string[] = [];
    for (const s of scenarios) {
      for (const { label, body, f } of [biggest, firms[firms.length - 1]].flatMap((f) => planBodies(s, f).map((p) => ({ ...p, f })))) {
        const token = tokensFor(s, f)[0];
        const [a, b] = await Promise.all([
          post(agent, appPort, { path: s.path, host: `${f.slug}.localhost:${appPort}`, token, body }),
          post(agent, basePort, { path: s.path, host: `${f.slug}.localhost:${basePort}`, token, body }),
        ]);
        const result = (t: string) => JSON.stringify((JSON.parse(t) as { result?: unknown }).result);
        if (a.status !== 200 || b.status !== 200 || result(a.body) !== result(b.body)) {
          mismatches.push(`${label} on ${f.slug}: app ${a.status}, baseline ${b.status}${a.status === 200 && b.status === 200 ? " (different answers)" : `: ${(a.status !== 200 ? a.body : b.body).slice(0, 200)}`}`);
        }
      }
    }
    // The health route (the framework floor): constant body, no database. Sent with a content-type, as
    // every scenario's POST is: /api requests without one pass through proxy.ts (its matcher), which the
    // scenarios never do. A load balancer's probe sends none: that cost is measured once, for information.
    const healthReq = (port: number): BenchRequest => ({ method: "GET", path: "/api/health", host: `${probeFirm.slug}.localhost:${port}`, token: "", body: null, headers: { "content-type": "application/json" } });
    const probeReq = (port: number): BenchRequest => ({ method: "GET", path: "/api/health", host: `${probeFirm.slug}.localhost:${port}`, token: "", body: null });
    let floorNote: string | null = null;
    if (cfg.floor) {
      const h = await post(agent, appPort, healthReq(appPort)).catch((e: unknown) => ({ status: -1, body: String(e) }));
      if (h.status !== 200 || !/"ok"/.test(h.body)) floorNote = `GET /api/health answered ${h.status} (${h.body.slice(0, 80)}): not in this build; no framework floor`;
    } else floorNote = "--no-floor";
    agent.destroy();
    log(mismatches.length ? `[bench] answers differ:\n  ${mismatches.join("\n  ")}` : "[bench] app and baseline give identical answers for every scenario");

    // Both servers get the same unmeasured mixed load first: Next.js loads its route modules in the
    // background after start, and both JITs warm up, so the first scenario is not measured cold.
    const warmUp = async (key: string, port: number) => {
      log(`[bench] warming up ${key}: ${cfg.serverWarmup} s of mixed requests ...`);
      const pick = () => scenarios[Math.floor(Math.random() * scenarios.length)];
      await runLoad({ port, connections: cfg.connections, seconds: 0, warmupSeconds: cfg.serverWarmup, next: () => request(pick(), firms[Math.floor(Math.random() * firms.length)], Math.random, port) });
    };
    await warmUp("app", appPort);
    await warmUp("baseline", basePort);

    const measure = (label: string, port: number, pids: number | undefined | (number | undefined)[], next: (port: number) => BenchRequest) => {
      log(`[bench] ${label}: ${cfg.warmup} s warm-up, ${cfg.duration} s at ${cfg.connections} connections ...`);
      return withCpu(pids, (onMeasureStart) => runLoad({ port, connections: cfg.connections, seconds: cfg.duration, warmupSeconds: cfg.warmup, next: () => next(port), onMeasureStart })).then((st) => {
        if (st.errors) log(`[bench]   ${st.errors} failed requests: ${JSON.stringify(st.statuses)}`);
        return st;
      });
    };
    const healthRuns: CpuStats[] = [];
    const healthRun = async (when: string) => {
      if (floorNote) return;
      healthRuns.push(await measure(`GET /api/health → app (${when})`, appPort, app.child.pid, healthReq));
    };

    await healthRun("before the scenarios");
    const rows: Row[] = [];
    for (const s of scenarios) {
      const stats = {} as Record<"app" | "baseline", CpuStats>;
      for (const [key, port, pid] of [["app", appPort, app.child.pid], ["baseline", basePort, base.child.pid]] as const) {
        stats[key] = await measure(`${s.name} → ${key}`, port, pid, (p) => request(s, firms[Math.floor(Math.random() * firms.length)], Math.random, p));
      }
      const ratio = stats.baseline.rps ? stats.app.rps / stats.baseline.rps : 0;
      rows.push({ scenario: s.name, title: s.title, app: stats.app, baseline: stats.baseline, rpsRatio: round2(ratio), p95Goal: stats.app.p95 < GOAL.p95Ms, throughputGoal: ratio >= GOAL.minThroughputRatio, floorRatio: null, floorGoal: null });
    }
    await healthRun("after the scenarios");
    const probeRun = floorNote ? null : await measure("GET /api/health without content-type (through proxy.ts) → app", appPort, app.child.pid, probeReq);

    // The framework floor: what a constant-body route costs this app process per request (routing, the
    // Web Request/Response, the envelope-free answer), measured before and after the scenarios (mean).
    const healthCpus = healthRuns.map((h) => h.serverCpuMsPerRequest).filter((x): x is number => x !== null);
    const healthCpu = healthCpus.length ? round2(mean(healthCpus)) : null;
    if (healthCpu !== null) {
      for (const r of rows) {
        if (r.app.serverCpuMsPerRequest === null || r.baseline.serverCpuMsPerRequest === null) continue;
        r.floorRatio = round2(r.app.serverCpuMsPerRequest / (healthCpu + r.baseline.serverCpuMsPerRequest));
        r.floorGoal = r.floorRatio <= GOAL.maxFloorRatio;
      }
    }

    // Growth: list-default for typical firms of the bench set and for the same-sized firms of the big set.
    type GrowthSide = { app: CpuStats[]; baseline: CpuStats[] };
    let growth: null | { dataSets: Record<"bench" | "big", { firms: number; cases: number }>; pairs: number; meanCases: { bench: number; big: number }; bench: GrowthSide; big: GrowthSide; appP50: { bench: number; big: number }; baselineP50: { bench: number; big: number }; ratio: number; baselineRatio: number; pass: boolean; seedSeconds: number | null } = null;
    let growthNote: string | null = cfg.growth ? null : "not run (--growth)";
    if (cfg.growth) {
      const bigRows = await firmRows(sql, "big");
      if (bigRows.length === 0) growthNote = "no big-* firms (run with --growth without --no-seed)";
      else {
        const benchRows = await firmRows(sql, "bench");
        const num = (rs: { id: string; cases: string }[]) => rs.map((t) => ({ id: t.id, cases: Number(t.cases) }));
        const pairs = matchFirms(num(benchRows).filter((t) => firms.some((f) => f.tenantId === t.id)), num(bigRows), cfg.growthFirms);
        const bigLoaded = await loadFirms(sql, "big", pairs.map((p) => p.big));
        sessionIds.push(...bigLoaded.sessionIds);
        const sets = { bench: firms.filter((f) => pairs.some((p) => p.bench === f.tenantId)), big: bigLoaded.firms };
        const s = SCENARIOS.find((x) => x.name === "list-default")!;
        const side = (): GrowthSide => ({ app: [], baseline: [] });
        const res = { bench: side(), big: side() };
        log(`[bench] growth: list-default on ${pairs.length} bench-* firms (mean ${Math.round(mean(pairs.map((p) => p.benchCases)))} cases) and ${sets.big.length} big-* firms of the same sizes (mean ${Math.round(mean(pairs.map((p) => p.bigCases)))})`);
        // A B B A, so a drift of the machine's speed weighs on both sets alike.
        for (const set of ["bench", "big", "big", "bench"] as const) {
          for (const [key, port, pid] of [["app", appPort, app.child.pid], ["baseline", basePort, base.child.pid]] as const) {
            const pool = sets[set];
            res[set][key].push(await measure(`growth ${set}-* list-default → ${key}`, port, pid, (p) => request(s, pool[Math.floor(Math.random() * pool.length)], Math.random, p)));
          }
        }
        const p50 = (xs: CpuStats[]) => round2(mean(xs.map((x) => x.p50)));
        const appP50 = { bench: p50(res.bench.app), big: p50(res.big.app) };
        const baselineP50 = { bench: p50(res.bench.baseline), big: p50(res.big.baseline) };
        const total = (rs: { cases: string }[]) => rs.reduce((a, t) => a + Number(t.cases), 0);
        const ratio = round2(appP50.big / appP50.bench);
        growth = {
          dataSets: { bench: { firms: benchRows.length, cases: total(benchRows) }, big: { firms: bigRows.length, cases: total(bigRows) } },
          pairs: pairs.length,
          meanCases: { bench: Math.round(mean(pairs.map((p) => p.benchCases))), big: Math.round(mean(pairs.map((p) => p.bigCases))) },
          ...res,
          appP50,
          baselineP50,
          ratio,
          baselineRatio: round2(baselineP50.big / baselineP50.bench),
          pass: ratio <= GOAL.maxGrowthRatio,
          seedSeconds: growthSeedSeconds,
        };
      }
    }

    // Two app processes against one, behind the same nginx (its cost is in both figures).
    let scale: null | { one: CpuStats[]; two: CpuStats[]; rps: { one: number; two: number }; p50: { one: number; two: number }; cpuMsPerRequest: { one: number | null; two: number | null }; ratio: number } = null;
    let scaleNote: string | null = cfg.scale ? null : "--no-scale";
    if (cfg.scale && !existsSync(cfg.nginx)) scaleNote = `no nginx at ${cfg.nginx} (--nginx PATH)`;
    if (cfg.scale && !scaleNote) {
      const app2Port = await freePort();
      const app2 = startApp("app 2 (standalone)", app2Port);
      await waitReady(app2, app2Port, request(SCENARIOS[0], probeFirm, Math.random, app2Port), 120);
      const dir = mkdtempSync(path.join(os.tmpdir(), "icm-bench-nginx-"));
      const ports = { one: await freePort(), two: await freePort() };
      writeFileSync(path.join(dir, "nginx.conf"), nginxConf(dir, ports, [appPort, app2Port]));
      const nginx = start("nginx", cfg.nginx, ["-p", dir, "-c", "nginx.conf", "-g", "daemon off;"], {});
      try {
        await waitReady(nginx, ports.two, request(SCENARIOS[0], probeFirm, Math.random, ports.two), 30);
        log(`[bench] nginx on 127.0.0.1:${ports.one} → app, 127.0.0.1:${ports.two} → app + app 2 (127.0.0.1:${app2Port}, pid ${app2.child.pid})`);
        await warmUp("app 2", app2Port);
        const s = SCENARIOS.find((x) => x.name === "list-default")!;
        const res = { one: [] as CpuStats[], two: [] as CpuStats[] };
        for (const n of ["one", "two", "two", "one"] as const) {
          const pids = n === "one" ? [app.child.pid] : [app.child.pid, app2.child.pid];
          res[n].push(await measure(`scale: list-default → nginx → ${n === "one" ? "1 process" : "2 processes"}`, ports[n], pids, (p) => request(s, firms[Math.floor(Math.random() * firms.length)], Math.random, p)));
        }
        const rps = { one: round2(mean(res.one.map((x) => x.rps))), two: round2(mean(res.two.map((x) => x.rps))) };
        const cpu = (xs: CpuStats[]) => (xs.every((x) => x.serverCpuMsPerRequest !== null) ? round2(mean(xs.map((x) => x.serverCpuMsPerRequest!))) : null);
        scale = {
          ...res,
          rps,
          p50: { one: round2(mean(res.one.map((x) => x.p50))), two: round2(mean(res.two.map((x) => x.p50))) },
          cpuMsPerRequest: { one: cpu(res.one), two: cpu(res.two) },
          ratio: round2(rps.two / rps.one),
        };
      } finally {
        if (nginx.child.pid && nginx.child.exitCode === null) process.kill(-nginx.child.pid, "SIGTERM");
        if (app2.child.pid && app2.child.exitCode === null) process.kill(-app2.child.pid, "SIGTERM");
        rmSync(dir, { recursive: true, force: true });
      }
    }

    log(`\n[bench] ${firms.length} firms, ${totalCases.toLocaleString("en-US")} cases; ${cfg.connections} connections, ${cfg.duration} s per run after ${cfg.warmup} s warm-up; ${os.cpus().length} CPU(s)\n`);
    log(table(rows));
    log(
      flagged.length
        ? `\n[bench] FLAGGED plans (${flagged.length}):\n  ${flagged.map(planSummary).join("\n  ")}`
        : `\n[bench] every case-list query reads petitions through an index starting with tenant_id (${plans.filter((p) => p.usesTenantIndex).length}/${plans.length} statements)`,
    );
    log(`\n[bench] throughput app/baseline ≥ ${GOAL.minThroughputRatio}: ${rows.filter((r) => r.throughputGoal).length}/${rows.length} PASS (${rows.map((r) => `${r.scenario} ${r.rpsRatio.toFixed(2)} ${passFail(r.throughputGoal)}`).join(", ")})`);
    if (healthCpu !== null) {
      log(
        `[bench] framework floor: GET /api/health costs the app ${healthCpu.toFixed(2)} ms CPU/request (${healthRuns.map((h) => `${ms2(h.serverCpuMsPerRequest)} at ${h.rps.toFixed(0)} rps`).join(", then ")}); ` +
          `goal app ≤ ${GOAL.maxFloorRatio} × (health + baseline): ${rows.filter((r) => r.floorGoal).length}/${rows.length} PASS` +
          (probeRun ? `; a probe without content-type (through proxy.ts): ${ms2(probeRun.serverCpuMsPerRequest)} ms at ${probeRun.rps.toFixed(0)} rps` : ""),
      );
      for (const r of rows) {
        log(`    ${r.scenario.padEnd(22)} app ${ms2(r.app.serverCpuMsPerRequest)} vs health ${healthCpu.toFixed(2)} + baseline ${ms2(r.baseline.serverCpuMsPerRequest)} = ${r.baseline.serverCpuMsPerRequest === null ? "–" : (healthCpu + r.baseline.serverCpuMsPerRequest).toFixed(2)} ms → ${r.floorRatio === null ? "–" : r.floorRatio.toFixed(2)} ${r.floorGoal === null ? "" : passFail(r.floorGoal)}`);
      }
    } else log(`[bench] framework floor: ${floorNote ?? "no CPU figures"}`);
    if (growth) {
      log(
        `[bench] growth: list-default p50 app ${growth.appP50.bench.toFixed(1)} ms (bench-*: ${growth.dataSets.bench.cases.toLocaleString("en-US")} cases / ${growth.dataSets.bench.firms} firms) → ${growth.appP50.big.toFixed(1)} ms (big-*: ${growth.dataSets.big.cases.toLocaleString("en-US")} / ${growth.dataSets.big.firms}), ` +
          `${growth.pairs} firms of ~${growth.meanCases.bench} cases each side: ratio ${growth.ratio.toFixed(2)} (goal ≤ ${GOAL.maxGrowthRatio}) ${passFail(growth.pass)}; baseline ${growth.baselineP50.bench.toFixed(1)} → ${growth.baselineP50.big.toFixed(1)} ms (${growth.baselineRatio.toFixed(2)})` +
          (growth.seedSeconds !== null ? `; big-* seed step took ${growth.seedSeconds} s` : ""),
      );
    } else log(`[bench] growth: ${growthNote}`);
    if (scale) {
      log(
        `[bench] two processes vs one (list-default through the same nginx): ${scale.rps.two.toFixed(0)} vs ${scale.rps.one.toFixed(0)} requests/s → ${scale.ratio.toFixed(2)}×; ` +
          `p50 ${scale.p50.two.toFixed(1)} vs ${scale.p50.one.toFixed(1)} ms; app CPU ms/request ${ms2(scale.cpuMsPerRequest.two)} vs ${ms2(scale.cpuMsPerRequest.one)} (${os.cpus().length} CPUs shared with PostgreSQL, nginx and the load generator)`,
      );
    } else log(`[bench] two processes vs one: ${scaleNote}`);

    const pg = await sql<{ version: string }[]>`select version()`;
    const results = {
      when: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, postgres: pg[0].version, loadAverage: os.loadavg() },
      data: {
        firms: firms.length,
        cases: totalCases,
        largestFirm: { slug: biggest.slug, cases: biggest.cases },
        medianFirmCases: sizes[Math.floor(sizes.length / 2)],
        notifications: Number(workCounts.notifications),
        reminders: Number(workCounts.reminders),
        reminderAssignees: Number(workCounts.assignees),
      },
      settings: { connections: cfg.connections, durationSeconds: cfg.duration, warmupSeconds: cfg.warmup, serverWarmupSeconds: cfg.serverWarmup, app: "standalone (start.mjs)", jobWorkers: cfg.jobWorkers },
      goals: { p95BelowMs: GOAL.p95Ms, minThroughputRatio: GOAL.minThroughputRatio, maxFloorRatio: GOAL.maxFloorRatio, maxGrowthRatio: GOAL.maxGrowthRatio },
      scenarios: rows,
      floor: { healthCpuMsPerRequest: healthCpu, healthRuns, probeWithoutContentType: probeRun, note: floorNote },
      growth: growth ?? { note: growthNote },
      scale: scale ?? { note: scaleNote },
      answersIdentical: mismatches.length === 0,
      mismatches,
      plans: plans.map((p) => ({ ...p, summary: planSummary(p) })),
    };
    mkdirSync(path.dirname(cfg.out), { recursive: true });
    writeFileSync(cfg.out, `${JSON.stringify(results, null, 2)}\n`);
    log(`[bench] results written to ${cfg.out}`);
    const failed = rows.some((r) => r.app.errors || r.baseline.errors) || mismatches.length > 0;
    return failed ? 1 : 0;
  } finally {
    stopChildren();
    if (sessionIds.length) await sql`delete from sessions where id in ${sql(sessionIds)}`;
    await sql.end();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error("[bench] failed:", err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
