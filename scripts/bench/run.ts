// npm run bench: seed the bench firms (idempotent), start the built app (next start) and the bare
// node:http baseline on free ports with the same DATABASE_URL, check that both answer the same,
// print the query plans of the case list for the largest firm, then load both with 32 keep-alive
// connections per scenario and report p50 / p95 / requests per second side by side.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/icm_bench npm run bench -- [options]
// Options: --cases 100000 --tenants 200 --reset --no-seed --duration 10 --warmup 2 --connections 32
//          --server-warmup 10 --only list-default,details --build (rebuild .next first) --out .data/bench-results.json
//          --plans-only (seed and print the query plans, no load)
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { caseIdBody } from "@/lib/modules/cases/contract";
import { caseListBody } from "@/lib/modules/cases/list-contract";
import { getCaseDetails } from "@/lib/modules/cases/case-details";
import { listCases } from "@/lib/modules/cases/list-cases";
import { hashToken, newToken } from "@/lib/server/auth/crypto";
import { findTenantAndActor } from "@/lib/server/auth/session";
import { serviceContext } from "@/lib/server/context";
import { ROLE } from "@/lib/shared/constants/roles";
import { parseArgs, requirePostgres } from "./common";
import { post, runLoad, type BenchRequest, type LoadStats } from "./load";
import { explain, petitionIndexes, recordingDb, type PlanCheck } from "./plans";
import { planBodies, SCENARIOS, type Firm, type Scenario } from "./scenarios";

const args = parseArgs(process.argv.slice(2));
const url = requirePostgres();
const cfg = {
  cases: args.int("cases", 100_000),
  tenants: args.int("tenants", 200),
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
// react-server: the server-only marker of lib/server is a no-op, as inside Next (docs/conventions.md).
const tsx = ["tsx", "--conditions=react-server", "--tsconfig", "tsconfig.json"];

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

/** A load run, with the CPU milliseconds per answered request of the server and of PostgreSQL over its measured part. */
async function withCpu(serverPid: number | undefined, run: (onMeasureStart: () => void) => Promise<LoadStats>): Promise<CpuStats> {
  let s0: number | null = null;
  let p0: number | null = null;
  const stats = await run(() => {
    s0 = cpuSeconds(serverPid);
    p0 = postgresCpuSeconds();
  });
  const [s1, p1] = [cpuSeconds(serverPid), postgresCpuSeconds()];
  const per = (a: number | null, b: number | null) => (a === null || b === null || stats.requests === 0 ? null : Math.round(((b - a) * 1000 * 100) / stats.requests) / 100);
  return { ...stats, serverCpuMsPerRequest: per(s0, s1), postgresCpuMsPerRequest: per(p0, p1) };
}

// ---------- build ----------

function ensureBuild(): void {
  const routes = [".next", "app-path-routes-manifest.json"].join(path.sep);
  const needed = ["/api/petition/list/route", "/api/petition/details/route"];
  if (cfg.build || !existsSync(path.join(".next", "BUILD_ID"))) {
    log(cfg.build ? "[bench] --build: building the app (next build) ..." : "[bench] no build in .next: building the app (next build) ...");
    for (const [cmd, argv] of [["node", ["scripts/gen-api-index.mjs"]], ["npx", ["next", "build"]]] as const) {
      const r = spawnSync(cmd, [...argv], { stdio: "inherit", env: process.env });
      if (r.status !== 0) throw new Error(`${cmd} ${argv.join(" ")} failed`);
    }
  }
  const manifest = existsSync(routes) ? readFileSync(routes, "utf8") : "";
  const missing = needed.filter((r) => !manifest.includes(`"${r}"`));
  if (missing.length) {
    console.error(`The build in .next has no ${missing.map((m) => m.replace(/\/route$/, "")).join(" or ")}: it predates the case API.\nRebuild it (npm run build) or run the bench with --build.`);
    process.exit(2);
  }
}

// ---------- data: firms, sessions, case samples ----------

const HARNESS_ROLES = [ROLE.ADMIN, ROLE.ATTORNEY, ROLE.PARALEGAL];

async function loadFirms(sql: postgres.Sql): Promise<{ firms: Firm[]; sessionIds: string[] }> {
  const rows = await sql<{ id: string; slug: string; cases: string }[]>`
    select t.id, t.slug, (select count(*) from petitions p where p.tenant_id = t.id and p.deleted_at is null) as cases
    from tenants t where t.slug like 'bench-%' and t.deleted_at is null order by t.slug`;
  if (rows.length === 0) throw new Error("No bench firms in the database: run without --no-seed");
  const members = await sql<{ id: string; user_id: string; tenant_id: string; role_id: number }[]>`
    select m.id, m.user_id, m.tenant_id, m.role_id from memberships m join tenants t on t.id = m.tenant_id
    where t.slug like 'bench-%' and m.status_id = 1 and m.role_id in ${sql(HARNESS_ROLES)}`;
  // Sessions are created directly (no password round trips): what a login would store.
  const expiresAt = new Date(Date.now() + 6 * 3600_000);
  const tokens = members.map(() => newToken());
  const sessionIds = (
    await sql<{ id: string }[]>`insert into sessions ${sql(
      members.map((m, i) => ({ token_hash: hashToken(tokens[i]), user_id: m.user_id, tenant_id: m.tenant_id, membership_id: m.id, role_id: m.role_id, expires_at: expiresAt, ip: "127.0.0.1", user_agent: "icm-bench" })),
    )} returning id`
  ).map((r) => r.id);
  const samples = await sql<{ tenant_id: string; id: string }[]>`
    select tenant_id, id from (
      select p.tenant_id, p.id, row_number() over (partition by p.tenant_id order by random()) as n
      from petitions p join tenants t on t.id = p.tenant_id where t.slug like 'bench-%' and p.deleted_at is null) s
    where n <= 300`;
  const firms = rows.map((t) => ({
    slug: t.slug,
    tenantId: t.id,
    cases: Number(t.cases),
    tokens: members.flatMap((m, i) => (m.tenant_id === t.id ? [tokens[i]] : [])),
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
  for (const s of scenarios) {
    for (const { label, body } of planBodies(s, firm)) {
      rec.take();
      if (s.list) await listCases(ctx, caseListBody.parse(body));
      else await getCaseDetails(ctx, caseIdBody.parse(body).id);
      // Each distinct statement once (the count of the whole firm is shared by the sorts).
      for (const q of rec.take().filter((q) => /from "petitions"/.test(q.sql))) {
        const key = `${q.sql}|${JSON.stringify(q.params)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        checks.push(await explain(sql, label, q, indexes, s.list));
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

type Row = { scenario: string; title: string; app: CpuStats; baseline: CpuStats; rpsRatio: number; p95Goal: boolean; throughputGoal: boolean };

function table(rows: Row[]): string {
  const head = ["scenario", "app p50", "app p95", "app rps", "base p50", "base p95", "base rps", "app/base rps", "p95<50ms", "≥½ base", "CPU ms/req app · base · pg"];
  const ms = (n: number | null) => (n === null ? "–" : n.toFixed(2));
  const body = rows.map((r) => [
    r.scenario,
    `${r.app.p50.toFixed(1)} ms`,
    `${r.app.p95.toFixed(1)} ms`,
    r.app.rps.toFixed(0),
    `${r.baseline.p50.toFixed(1)} ms`,
    `${r.baseline.p95.toFixed(1)} ms`,
    r.baseline.rps.toFixed(0),
    r.rpsRatio.toFixed(2),
    r.p95Goal ? "yes" : "NO",
    r.throughputGoal ? "yes" : "NO",
    `${ms(r.app.serverCpuMsPerRequest)} · ${ms(r.baseline.serverCpuMsPerRequest)} · ${ms(r.app.postgresCpuMsPerRequest)}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  return [line(head), `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`, ...body.map(line)].join("\n");
}

// ---------- main ----------

async function main(): Promise<number> {
  if (cfg.seed) {
    const seedArgs = ["--cases", String(cfg.cases), "--tenants", String(cfg.tenants), ...(cfg.reset ? ["--reset"] : [])];
    const r = spawnSync("npx", [...tsx, "scripts/bench/seed.ts", ...seedArgs], { stdio: "inherit", env: process.env });
    if (r.status !== 0) return r.status ?? 1;
  }
  if (!cfg.plansOnly) ensureBuild();

  const sql = postgres(url, { max: 4, onnotice: () => {} });
  let sessionIds: string[] = [];
  try {
    const loaded = await loadFirms(sql);
    sessionIds = loaded.sessionIds;
    const firms = loaded.firms;
    const totalCases = firms.reduce((s, f) => s + f.cases, 0);
    const biggest = [...firms].sort((a, b) => b.cases - a.cases)[0];
    const sizes = firms.map((f) => f.cases).sort((a, b) => a - b);
    log(`\n[bench] ${firms.length} firms, ${totalCases.toLocaleString("en-US")} cases (largest ${biggest.slug} with ${biggest.cases}, median ${sizes[Math.floor(sizes.length / 2)]}), ${sessionIds.length} sessions`);

    // Query plans of the largest firm, before any load.
    const plans = await plansFor(sql, biggest);
    log(`\n[bench] EXPLAIN (ANALYZE, BUFFERS) for ${biggest.slug} (${biggest.cases} cases):`);
    for (const p of plans) log(`\n--- ${planSummary(p)}\n${p.sql}\n${p.plan}`);
    const flagged = plans.filter((p) => !p.ok);
    if (cfg.plansOnly) {
      log(flagged.length ? `\n[bench] FLAGGED plans (${flagged.length}):\n  ${flagged.map(planSummary).join("\n  ")}` : "\n[bench] every case-list query reads petitions through an index starting with tenant_id");
      return flagged.length ? 1 : 0;
    }

    // The two servers.
    const [appPort, basePort] = [await freePort(), await freePort()];
    const serverEnv = { DATABASE_URL: url, NODE_ENV: "production", PORT: String(appPort) };
    // Started with node itself (no npx in between), so the child's pid is the server's, for the CPU figures.
    const app = start("app (next start)", process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(appPort), "-H", "127.0.0.1"], serverEnv);
    const base = start("baseline (node:http)", process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/bench/baseline.ts", "--port", String(basePort)], { DATABASE_URL: url, NODE_ENV: "production" });
    const probeFirm = firms[0];
    const request = (s: Scenario, f: Firm, r: () => number, port: number): BenchRequest => ({
      path: s.path,
      host: `${f.slug}.localhost:${port}`,
      token: f.tokens[Math.floor(r() * f.tokens.length)],
      body: s.body(f, r),
    });
    await Promise.all([
      waitReady(app, appPort, request(SCENARIOS[0], probeFirm, Math.random, appPort), 120),
      waitReady(base, basePort, request(SCENARIOS[0], probeFirm, Math.random, basePort), 60),
    ]);
    log(`\n[bench] app on 127.0.0.1:${appPort}, baseline on 127.0.0.1:${basePort}`);

    // Same request, same answer: the baseline runs the app's SQL.
    const agent = new http.Agent({ keepAlive: true });
    const mismatches: string[] = [];
    for (const s of scenarios) {
      for (const { label, body, f } of [biggest, firms[firms.length - 1]].flatMap((f) => planBodies(s, f).map((p) => ({ ...p, f })))) {
        const [a, b] = await Promise.all([
          post(agent, appPort, { path: s.path, host: `${f.slug}.localhost:${appPort}`, token: f.tokens[0], body }),
          post(agent, basePort, { path: s.path, host: `${f.slug}.localhost:${basePort}`, token: f.tokens[0], body }),
        ]);
        const result = (t: string) => JSON.stringify((JSON.parse(t) as { result?: unknown }).result);
        if (a.status !== 200 || b.status !== 200 || result(a.body) !== result(b.body)) {
          mismatches.push(`${label} on ${f.slug}: app ${a.status}, baseline ${b.status}${a.status === 200 && b.status === 200 ? " (different answers)" : `: ${(a.status !== 200 ? a.body : b.body).slice(0, 200)}`}`);
        }
      }
    }
    agent.destroy();
    log(mismatches.length ? `[bench] answers differ:\n  ${mismatches.join("\n  ")}` : "[bench] app and baseline give identical answers for every scenario");

    // Both servers get the same unmeasured mixed load first: Next.js loads its route modules in the
    // background after start, and both JITs warm up, so the first scenario is not measured cold.
    for (const [key, port] of [["app", appPort], ["baseline", basePort]] as const) {
      log(`[bench] warming up ${key}: ${cfg.serverWarmup} s of mixed requests ...`);
      const pick = () => scenarios[Math.floor(Math.random() * scenarios.length)];
      await runLoad({ port, connections: cfg.connections, seconds: 0, warmupSeconds: cfg.serverWarmup, next: () => request(pick(), firms[Math.floor(Math.random() * firms.length)], Math.random, port) });
    }

    const rows: Row[] = [];
    for (const s of scenarios) {
      const stats = {} as Record<"app" | "baseline", CpuStats>;
      for (const [key, port, pid] of [["app", appPort, app.child.pid], ["baseline", basePort, base.child.pid]] as const) {
        log(`[bench] ${s.name} → ${key}: ${cfg.warmup} s warm-up, ${cfg.duration} s at ${cfg.connections} connections ...`);
        stats[key] = await withCpu(pid, (onMeasureStart) =>
          runLoad({
            port,
            connections: cfg.connections,
            seconds: cfg.duration,
            warmupSeconds: cfg.warmup,
            next: () => request(s, firms[Math.floor(Math.random() * firms.length)], Math.random, port),
            onMeasureStart,
          }),
        );
        if (stats[key].errors) log(`[bench]   ${stats[key].errors} failed requests: ${JSON.stringify(stats[key].statuses)}`);
      }
      const ratio = stats.baseline.rps ? stats.app.rps / stats.baseline.rps : 0;
      rows.push({ scenario: s.name, title: s.title, app: stats.app, baseline: stats.baseline, rpsRatio: Math.round(ratio * 100) / 100, p95Goal: stats.app.p95 < 50, throughputGoal: ratio >= 0.5 });
    }

    log(`\n[bench] ${firms.length} firms, ${totalCases.toLocaleString("en-US")} cases; ${cfg.connections} connections, ${cfg.duration} s per run after ${cfg.warmup} s warm-up; ${os.cpus().length} CPU(s)\n`);
    log(table(rows));
    log(
      flagged.length
        ? `\n[bench] FLAGGED plans (${flagged.length}):\n  ${flagged.map(planSummary).join("\n  ")}`
        : `\n[bench] every case-list query reads petitions through an index starting with tenant_id (${plans.filter((p) => p.usesTenantIndex).length}/${plans.length} statements)`,
    );

    const pg = await sql<{ version: string }[]>`select version()`;
    const results = {
      when: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, postgres: pg[0].version },
      data: { firms: firms.length, cases: totalCases, largestFirm: { slug: biggest.slug, cases: biggest.cases }, medianFirmCases: sizes[Math.floor(sizes.length / 2)] },
      settings: { connections: cfg.connections, durationSeconds: cfg.duration, warmupSeconds: cfg.warmup, serverWarmupSeconds: cfg.serverWarmup },
      goals: { p95BelowMs: 50, minThroughputRatio: 0.5 },
      scenarios: rows,
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
