// The bench baseline: a bare node:http server that answers /api/petition/list,
// /api/petition/details, /api/notify/list, /api/todos/list and /api/dashboard/get-stats with the same SQL as the app — the same
// tenant-and-session look-up (findTenantAndActor), the same contract parse, the same clock (clockOf)
// and the same services (cases: list-cases.ts, case-details.ts; notifications: service.ts
// listNotifications; reminders: list-reminders.ts listTodos; dashboard: service.ts widgetStats — each building its SQL in its module's
// repository, Drizzle on postgres.js with the app's pool) — but without Next.js, defineRoute or the
// Web Request/Response layer.
//   DATABASE_URL=… node --import ./scripts/bench/server-only-off.mjs --import tsx scripts/bench/baseline.ts --port 4100
import http from "node:http";
import { getCaseDetails } from "@/lib/modules/cases/case-details";
import { caseIdBody } from "@/lib/modules/cases/contract";
import { caseListBody } from "@/lib/modules/cases/list-contract";
import { listCases } from "@/lib/modules/cases/list-cases";
import { notificationListBody } from "@/lib/modules/notifications/contract";
import { listNotifications } from "@/lib/modules/notifications/service";
import { todoListBody } from "@/lib/modules/reminders/contract";
import { listTodos } from "@/lib/modules/reminders/list-reminders";
import { getStatsBody } from "@/lib/modules/dashboard/contract";
import { widgetStats } from "@/lib/modules/dashboard/service";
import { findTenantAndActor } from "@/lib/server/auth/session";
import { serviceContext } from "@/lib/server/context";
import { closeDb, getDb } from "@/lib/server/db/client";
import { clockOf } from "@/lib/server/http/define-route";
import { okEnvelope } from "@/lib/server/http/envelope";
import { slugFromHost } from "@/lib/server/tenancy/tenant";
import { parseArgs, requirePostgres } from "./common";

requirePostgres();
const args = parseArgs(process.argv.slice(2));
const port = args.int("port", 4100);
const db = await getDb();

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function answer(req: http.IncomingMessage, raw: string): Promise<[number, unknown]> {
  const slug = slugFromHost(req.headers.host);
  const token = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!slug || !token) return [401, { status: false, message: "Unauthenticated" }];
  const found = await findTenantAndActor(db, slug, token);
  if (!found) return [404, { status: false, message: "Firm not found" }];
  if (found.actor instanceof Error) throw found.actor;
  const json: unknown = raw ? JSON.parse(raw) : {};
  // The route's clock: timezone and today from the payload, or the server's defaults (the to-dos' overdue flag).
  const ctx = serviceContext({ db, tenant: found.tenant, actor: found.actor, clock: clockOf(json) });
  if (req.url === "/api/petition/list") {
    const body = caseListBody.parse(json);
    const { rows, total } = await listCases(ctx, body);
    return [200, okEnvelope(rows, undefined, { page: body.page, perpage: body.perpage, total })];
  }
  if (req.url === "/api/petition/details") {
    return [200, okEnvelope(await getCaseDetails(ctx, caseIdBody.parse(json).id))];
  }
  if (req.url === "/api/notify/list") {
    const body = notificationListBody.parse(json);
    const { data, total } = await listNotifications(ctx, body);
    return [200, okEnvelope(data, undefined, { page: body.page, perpage: body.perpage, total })];
  }
  if (req.url === "/api/todos/list") {
    const body = todoListBody.parse(json);
    const { rows, total } = await listTodos(ctx, body);
    return [200, okEnvelope(rows, undefined, { page: body.page, perpage: body.perpage, total })];
  }
  if (req.url === "/api/dashboard/get-stats") {
    return [200, okEnvelope(await widgetStats(ctx, getStatsBody.parse(json)))];
  }
  return [404, { status: false, message: "Not found" }];
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    answer(req, Buffer.concat(chunks).toString("utf8")).then(
      ([status, body]) => send(res, status, body),
      (err: unknown) => send(res, 500, { status: false, message: err instanceof Error ? err.message : String(err) }),
    );
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1", () => console.log(`[bench:baseline] listening on 127.0.0.1:${port}`));

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => {
    server.close();
    void closeDb().finally(() => process.exit(0));
  });
}
