// GET /api/health — liveness: 200 {status:"ok"} while the process answers (no database asked)
import type { RouteMeta } from "@/lib/server/http/define-route";
import { requestIdOf, transportHeaders } from "@/lib/server/http/define-route";

// No defineGetRoute: its request step reads the database (the host's firm), and a database outage must
// not make every process look dead to the orchestrator (it would restart them all). Any host answers.
export const GET = Object.assign(
  async (req: Request): Promise<Response> =>
    new Response(JSON.stringify({ status: "ok" }), {
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "x-request-id": requestIdOf(req), ...transportHeaders() },
    }),
  { meta: { auth: "public", tenant: false, probe: "health" } satisfies Partial<RouteMeta> & { probe: string } },
);
