// The app as several server processes on one database: two built standalone servers (.next/standalone,
// the Docker image's artifact) with their job workers on, on one fresh PostgreSQL database, behind nginx
// (round robin, a failed connection or a 502/503 retried on the other server, the Host header passed on
// for the firms' sub-domains). It proves what one process alone cannot show:
//   (a) the sign-in rate limit counts the attempts made on both servers;
//   (b) a master-data rename through one is served by the other within 2 s (LISTEN/NOTIFY);
//   (c) an outbox e-mail is sent once, whichever server's worker delivers it;
//   (d) a queued job runs once across both workers;
//   (e) a notification created through one reaches a client polling the other;
//   (f) SIGTERM to one under load: no request fails (nginx retries a refused connection), no write is lost.
// Needs PostgreSQL (DATABASE_URL) and the build; npm test runs it after the build (scripts/test.mjs).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freePort, logOf, sleep, serverEnv, STANDALONE, startServer, until, waitReady, type Server } from "./harness";

const BASE_URL = process.env.DATABASE_URL;
if (!BASE_URL) console.warn("two-server harness skipped: needs PostgreSQL (DATABASE_URL)");
const NGINX = process.env.NGINX_BIN || "/usr/sbin/nginx";


function nginxConf(dir: string, port: number, upstreams: number[]): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$status $request_method $request_uri up=$upstream_addr ups=$upstream_status';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      # The firm is the sub-domain: the app reads the Host the browser sent.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused connection (a server stopping or gone), a timeout, a 502 or a 503 (/api/ready while it
      # stops) is tried on the other server, POSTs included: a refused connection never reached the app,
      # a stopping server finishes the requests it took, and creates carry an Idempotency-Key.
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

describe.runIf(BASE_URL)("two app servers on one PostgreSQL database behind nginx", () => {
  let tmp = "";
  let dbUrl = "";
  let nginx: ChildProcess | undefined;
  let nginxPort = 0;
  const servers: Server[] = [];
  let A!: Server;
  let B!: Server;
  const inbox: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer | undefined;
  // Loaded after DATABASE_URL points at the harness's database (lib/server/env.ts reads it once).
  let app!: {
    getDb: typeof import("@/lib/server/db/client").getDb;
    closeDb: typeof import("@/lib/server/db/client").closeDb;
    enqueue: typeof import("@/lib/server/jobs/runner").enqueue;
    f: typeof import("../factories");
  };
  let firm!: Awaited<ReturnType<typeof import("../factories").createFirm>>;
  let company!: { id: string };
  let worker!: { id: string };
  const hostOf = (port: number) => `${firm.tenant.slug}.localhost:${port}`;
  const api = (port: number, urlPath: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
    call(port, "POST", urlPath, { host: hostOf(port), body, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

  const secrets = { SESSION_SECRET: randomBytes(36).toString("base64url"), FIELD_ENCRYPTION_KEY: `k1:${randomBytes(32).toString("base64")}` };

  beforeAll(async () => {
    const started = Date.now();
    if (!existsSync(path.join(STANDALONE, "start.mjs"))) throw new Error("no build: run `npm run build` first (.next/standalone/start.mjs)");
    if (!existsSync(NGINX)) throw new Error(`nginx is missing (${NGINX}): apt-get install -y nginx, or set NGINX_BIN`);
    tmp = mkdtempSync(path.join(os.tmpdir(), "icm-two-servers-"));

    // A fresh database "<DATABASE_URL's>_servers", migrated with its reference data, and the test data.
    const url = new URL(BASE_URL!);
    const name = `${url.pathname.slice(1) || "postgres"}_servers`;
    const admin = postgres(BASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    url.pathname = `/${name}`;
    dbUrl = url.toString();
    process.env.DATABASE_URL = dbUrl;
    // This process writes the test data with the servers' secrets (the database's key checks hold them).
    Object.assign(process.env, secrets);
    const { prepareDatabase } = await import("@/db/seed/prepare");
    await prepareDatabase({ seedDemo: false, log: () => {} });
    const client = await import("@/lib/server/db/client");
    const runner = await import("@/lib/server/jobs/runner");
    app = { getDb: client.getDb, closeDb: client.closeDb, enqueue: runner.enqueue, f: await import("../factories") };
    firm = await app.f.createFirm();
    const branch = await app.f.createBranch(firm.tenant.id, "Downtown");
    company = await app.f.createCompany(firm.tenant.id, { name: "Acme Robotics Inc", branchId: branch.id });
    worker = await app.f.createBeneficiary(firm.tenant.id, { firstName: "Priya", lastName: "Raman", companyId: company.id, branchId: branch.id });

    // A local SMTP server both servers send to.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString("utf8") });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(0, "127.0.0.1", resolve));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`;

    // Two servers: the same database, session secret and SMTP server; job workers on in both. The
    // vitest variables stay out (the servers must not think they run under test).
    const env = serverEnv({
      ...secrets,
      DATABASE_URL: dbUrl,
      SMTP_URL: smtpUrl,
      UPLOADS_DIR: path.join(tmp, "uploads"),
      // Not the build output's .data (secrets.test.ts, which may run beside this file, deletes it as a rebuild would).
      DATA_DIR: path.join(tmp, "data"),
      TRUSTED_PROXIES: "127.0.0.1",
      JOB_WORKERS: "on",
      LOG_LEVEL: "info",
      // Half a second of "not ready" before the socket closes (what a k8s balancer needs to stop sending).
      SHUTDOWN_DELAY_MS: "500",
      SHUTDOWN_TIMEOUT_MS: "20000",
    });
    const [pa, pb] = [await freePort(), await freePort()];
    A = startServer("A", pa, env);
    B = startServer("B", pb, env);
    servers.push(A, B);
    await Promise.all([waitReady(A), waitReady(B)]);

    nginxPort = await freePort();
    for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(tmp, d), { recursive: true });
    writeFileSync(path.join(tmp, "nginx.conf"), nginxConf(tmp, nginxPort, [pa, pb]));
    nginx = spawn(NGINX, ["-e", path.join(tmp, "error.log"), "-p", tmp, "-c", path.join(tmp, "nginx.conf"), "-g", "daemon off;" + (process.getuid?.() === 0 ? " user root;" : "")], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    await until("nginx answers /api/health", () => call(nginxPort, "GET", "/api/health"), (r) => r.status === 200, 10_000);
    console.log(`[two-servers] servers on ${pa} and ${pb}, nginx on ${nginxPort}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGTERM");
    await Promise.race([Promise.all(servers.map((s) => s.exited)), sleep(25_000)]);
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    if (nginx && nginx.exitCode === null) {
      nginx.kill("SIGQUIT");
      await Promise.race([new Promise((r) => nginx!.once("exit", r)), sleep(5000)]);
    }
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    if (app) await app.closeDb();
    if (dbUrl) {
      const admin = postgres(BASE_URL!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${new URL(dbUrl).pathname.slice(1)}" with (force)`).catch(() => undefined);
      await admin.end();
    }
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it("(a) counts failed sign-ins made on both servers against one limit: locked after 10, on either", async () => {
    const user = await app.f.createUser(firm.tenant, 3);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const s = i % 2 === 0 ? A : B;
      statuses.push((await api(s.port, "/api/auth/login", { email: user.email, password: `Wrong@${i}x` })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    for (const s of [A, B]) {
      const res = await api(s.port, "/api/auth/login", { email: user.email, password: app.f.TEST_PASSWORD });
      expect(res.status, `${s.name}: ${res.text}`).toBe(429);
      expect(res.json.result.error.code).toBe("RATE_LIMITED");
    }
  });

  let caseId = "";
  let statusId = 0;

  it("(b) a master-data rename through one server is served by the other within 2 s", async () => {
    const created = await api(A.port, "/api/petition/create", { petitionerId: company.id, beneficiaryIds: [worker.id] }, firm.admin.token);
    expect(created.status, created.text).toBe(200);
    caseId = created.json.result.data.id;
    statusId = created.json.result.data.statusId;
    const statusOnB = async () => {
      const res = await api(B.port, "/api/petition/list", {}, firm.admin.token);
      return (res.json.result.data as { id: string; statusName: string }[]).find((r) => r.id === caseId)?.statusName;
    };
    // Both servers have the status names cached now.
    const before = await statusOnB();
    expect(before).toBeTruthy();
    expect((await api(A.port, "/api/petition/list", {}, firm.admin.token)).status).toBe(200);
    const name = `Status ${randomUUID().slice(0, 8)}`;
    const renamed = await api(A.port, "/api/masterdata/update", { category: "petition_status", id: statusId, name }, firm.admin.token);
    expect(renamed.status, renamed.text).toBe(200);
    const t = Date.now();
    await until("B serves the new name", statusOnB, (n) => n === name, 2000, 50);
    console.log(`[two-servers] (b) B served the rename after ${Date.now() - t} ms`);
  });

  it("(c) each outbox e-mail is sent once, whichever server queued and delivered it", async () => {
    const users = await Promise.all([0, 1, 2, 3].map(() => app.f.createUser(firm.tenant, 8)));
    const ports = [A.port, B.port, nginxPort, nginxPort];
    for (const [i, u] of users.entries()) {
      const res = await api(ports[i], "/api/auth/forgot-password", { email: u.email });
      expect(res.status, res.text).toBe(200);
    }
    const to = (u: { email: string }) => inbox.filter((m) => m.to.includes(u.email.toLowerCase())).length;
    await until("every reset e-mail arrives", async () => users.map(to), (n) => n.every((c) => c >= 1), 20_000, 200);
    // Both workers keep polling, and the minute sweep may run meanwhile: still one each.
    await sleep(4000);
    expect(users.map(to)).toEqual([1, 1, 1, 1]);
    const db = await app.getDb();
    const { emailOutbox } = await import("@/db/schema/platform");
    const { inArray } = await import("drizzle-orm");
    const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, users.map((u) => u.email)));
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent", "sent", "sent"]);
  });

  it("(d) each queued job runs once across the two servers' workers", async () => {
    const db = await app.getDb();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = await app.enqueue(db, "deadlines.sync-case", { tenantId: firm.tenant.id, petitionId: caseId, n: i });
      ids.push(id!);
    }
    const states = async () => {
      const rows = (await db.execute<{ id: string; state: string }>((await import("drizzle-orm")).sql`select id::text, state from pgboss.job where id::text in ${ids}`)) as unknown as { id: string; state: string }[];
      return rows;
    };
    await until("every job completed", states, (rows) => rows.length === ids.length && rows.every((r) => r.state === "completed"), 40_000, 250);
    const runs = (s: Server) => logOf(s).filter((l) => (l.msg === "[jobs] done" || String(l.msg).startsWith("[jobs] failed")) && ids.includes(String(l.jobId)));
    // A worker logs before pg-boss marks the job completed, but its stdout reaches this process a moment later.
    await until("every run logged", async () => runs(A).length + runs(B).length, (n) => n >= ids.length, 5000, 100);
    const all = [...runs(A), ...runs(B)].map((l) => String(l.jobId));
    expect(all.sort()).toEqual([...ids].sort());
    console.log(`[two-servers] (d) ${ids.length} jobs: ${runs(A).length} ran on A, ${runs(B).length} on B, none twice`);
  });

  it("(e) a notification created through one server reaches a client polling the other", async () => {
    const sup = await app.f.createUser(firm.tenant, 7);
    const unreadOnB = async () => (await api(B.port, "/api/notify/unread-count", {}, sup.token)).json.result.data.count as number;
    expect(await unreadOnB()).toBe(0);
    // A case waiting for its supervisor: the assignment tells the supervisor (case.assigned).
    const { caseAt } = await import("../integration/workflow/helpers");
    const waiting = await caseAt(firm.tenant.id, "ASSIGN_SUPERVISOR");
    const res = await api(A.port, "/api/petition/assign-a-role", { petitionId: waiting.id, roleId: 7, userId: sup.user.id }, firm.admin.token);
    expect(res.status, res.text).toBe(200);
    expect(await until("B counts the notification", unreadOnB, (n) => n >= 1, 3000, 100)).toBe(1);
  });

  it("(f) SIGTERM to one server under load: no request fails behind nginx, no write is lost, it exits 0", async () => {
    const answers: { status: number; error?: string }[] = [];
    let stop = false;
    let n = 0;
    const loop = async () => {
      while (!stop) {
        const name = `Load ${++n} ${randomUUID().slice(0, 6)}`;
        const res = await api(nginxPort, "/api/branch/create", { name }, firm.admin.token, { "idempotency-key": randomUUID() }).catch((e: Error) => ({ status: 0, text: e.message }));
        answers.push(res.status === 200 ? { status: 200 } : { status: res.status, error: res.text.slice(0, 200) });
      }
    };
    const loops = Array.from({ length: 4 }, loop);
    await sleep(1500);
    const beforeStop = answers.length;
    const killedAt = Date.now();
    A.child.kill("SIGTERM");
    // Not ready any more from the signal on, while it still serves (SHUTDOWN_DELAY_MS).
    const ready = await until("A answers 503 on /api/ready", () => call(A.port, "GET", "/api/ready").then((r) => r.status), (st) => st === 503, 2000, 20);
    expect(ready).toBe(503);
    const code = await Promise.race([A.exited, sleep(30_000).then(() => "timeout")]);
    const stoppedIn = Date.now() - killedAt;
    await sleep(1500);
    stop = true;
    await Promise.all(loops);

    expect(code).toBe(0);
    const failed = answers.filter((a) => a.status !== 200);
    expect(failed).toEqual([]);
    const db = await app.getDb();
    const { branches } = await import("@/db/schema/tenancy");
    const { and, eq, like, sql } = await import("drizzle-orm");
    const [{ rows }] = await db
      .select({ rows: sql<number>`count(*)::int` })
      .from(branches)
      .where(and(eq(branches.tenantId, firm.tenant.id), like(branches.name, "Load %")));
    expect(rows).toBe(answers.length);
    const log = logOf(A).map((l) => String(l.msg));
    expect(log).toEqual(expect.arrayContaining(["[shutdown] signal received: not ready any more", "[shutdown] job runner stopped", "[shutdown] database closed", "[shutdown] done"]));
    const access = readFileSync(path.join(tmp, "access.log"), "utf8").split("\n").filter((l) => l.includes("/api/branch/create"));
    const retried = access.filter((l) => /up=\S+, /.test(l)).length;
    console.log(
      `[two-servers] (f) ${answers.length} creates (${beforeStop} before SIGTERM), all 200, ${rows} rows; A stopped in ${stoppedIn} ms with exit ${code}; nginx retried ${retried} on the other server`,
    );
    // B alone still serves, and is ready.
    expect((await call(nginxPort, "GET", "/api/ready")).status).toBe(200);
  });
});
