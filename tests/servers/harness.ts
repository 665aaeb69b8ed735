// What the server tests share: HTTP calls with a firm's Host header, free ports, waiting, and built standalone
// servers (.next/standalone/start.mjs, the Docker image's entry point) started as child processes.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import readline from "node:readline";

export const STANDALONE = path.resolve(".next/standalone");
const VERBOSE = process.env.HARNESS_VERBOSE === "1";

/**
 * The environment of a built server this test starts: this process's, less vitest's variables and `drop`, as
 * production with a fresh pair of secrets (a database server wants them) and `settings` on top.
 */
export function serverEnv(settings: Record<string, string>, drop: string[] = []): Record<string, string> {
  const skip = new Set(["NODE_ENV", "TEST", ...drop]);
  const base = Object.fromEntries(Object.entries(process.env).filter(([k, v]) => !k.startsWith("VITEST") && !skip.has(k) && v !== undefined)) as Record<string, string>;
  return {
    ...base,
    NODE_ENV: "production",
    HOSTNAME: "127.0.0.1",
    BASE_DOMAIN: "localhost",
    SESSION_SECRET: randomBytes(36).toString("base64url"),
    FIELD_ENCRYPTION_KEY: `k1:${randomBytes(32).toString("base64")}`,
    NEXT_TELEMETRY_DISABLED: "1",
    ...settings,
  };
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; json: any };

/** One HTTP call to 127.0.0.1:port with the Host header a browser would send (a firm's sub-domain). */
export function call(port: number, method: string, urlPath: string, opts: { host?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers: Record<string, string | number> = { host: opts.host ?? `127.0.0.1:${port}`, ...opts.headers };
    if (data) Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(data) });
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${urlPath}: no answer in 30 s`)));
    req.end(data);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(what: string, fn: () => Promise<T>, ok: (v: T) => boolean, ms: number, every = 100): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => undefined as T);
    if (v !== undefined && ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(v)?.slice(0, 300)})`);
    await sleep(every);
  }
}

export type Server = { name: string; port: number; child: ChildProcess; lines: string[]; exited: Promise<number | null> };

/** The JSON log lines (pino) of a server, parsed. */
export function logOf(s: Server): Record<string, unknown>[] {
  return s.lines.flatMap((l) => {
    try {
      return [JSON.parse(l) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

export function startServer(name: string, port: number, env: Record<string, string>, opts: { cwd?: string; args?: string[] } = {}): Server {
  const options: SpawnOptions = { cwd: opts.cwd ?? STANDALONE, env: { ...env, PORT: String(port) } as unknown as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] };
  const child: ChildProcess = spawn(process.execPath, opts.args ?? ["start.mjs"], options);
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on("line", (line) => {
      lines.push(line);
      if (VERBOSE) console.log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code: number | null) => resolve(code)));
  return { name, port, child, lines, exited };
}

export async function waitReady(s: Server): Promise<void> {
  let exitCode: number | null | undefined;
  void s.exited.then((c) => (exitCode = c));
  const end = Date.now() + 120_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`server ${s.name} exited with ${exitCode}:\n${s.lines.slice(-30).join("\n")}`);
    const res = await call(s.port, "GET", "/api/ready").catch(() => null);
    if (res?.status === 200) return;
    if (Date.now() > end) throw new Error(`server ${s.name} not ready in 120 s (last: ${res?.status} ${res?.text})\n${s.lines.slice(-30).join("\n")}`);
    await sleep(300);
  }
}
