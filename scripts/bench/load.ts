// In-process load generator: N keep-alive connections, each sending its next request as soon as the
// previous answer is read, for a fixed time. Latency is measured from send to the last byte.
import http from "node:http";

/** A POST with a JSON body, or (method "GET") a GET without one. */
export type BenchRequest = { path: string; host: string; token: string; body: unknown; method?: "GET" | "POST"; headers?: Record<string, string> };

export type LoadStats = {
  requests: number;
  errors: number;
  /** Status codes other than 200, with their counts. */
  statuses: Record<string, number>;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  seconds: number;
};

export function post(agent: http.Agent, port: number, r: BenchRequest): Promise<{ status: number; body: string }> {
  const get = r.method === "GET";
  const payload = get ? "" : JSON.stringify(r.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: get ? "GET" : "POST",
        path: r.path,
        // Node does not resolve *.localhost: connect to 127.0.0.1 and name the tenant in Host.
        headers: get
          ? { host: r.host, ...(r.token ? { authorization: `Bearer ${r.token}` } : {}), ...r.headers }
          : {
              host: r.host,
              authorization: `Bearer ${r.token}`,
              "content-type": "application/json",
              "content-length": Buffer.byteLength(payload),
            },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (get) req.end();
    else req.end(payload);
  });
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/**
 * Run `next()` requests against 127.0.0.1:`port` on `connections` keep-alive connections:
 * `warmupSeconds` unmeasured, then `seconds` measured.
 */
export async function runLoad(opts: {
  port: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  next: () => BenchRequest;
  /** Called once when the measured part begins (after the warm-up). */
  onMeasureStart?: () => void;
}): Promise<LoadStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections, maxFreeSockets: opts.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let measuring = false;
  const warmEnd = Date.now() + opts.warmupSeconds * 1000;
  let end = warmEnd + opts.seconds * 1000;
  let measureStart = 0;
  const worker = async () => {
    while (Date.now() < end) {
      const r = opts.next();
      const t0 = process.hrtime.bigint();
      let status = 0;
      try {
        status = (await post(agent, opts.port, r)).status;
      } catch {
        status = -1;
      }
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (!measuring) {
        if (Date.now() >= warmEnd) {
          measuring = true;
          measureStart = Date.now();
          end = measureStart + opts.seconds * 1000;
          opts.onMeasureStart?.();
        } else continue;
      }
      latencies.push(ms);
      if (status !== 200) {
        errors++;
        statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const seconds = (Date.now() - measureStart) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    statuses,
    rps: round(latencies.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length ? sorted[sorted.length - 1] : 0),
    mean: round(latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length)),
    seconds: round(seconds),
  };
}
