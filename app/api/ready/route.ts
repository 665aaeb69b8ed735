// GET /api/ready — readiness: 200 when the database answers, every migration is applied, the job runner runs and no shutdown began; 503 otherwise
import type { RouteMeta } from "@/lib/server/http/define-route";
import { requestIdOf, transportHeaders } from "@/lib/server/http/define-route";
import { readiness } from "@/lib/server/http/probes";

// No defineGetRoute: a database outage answers 503 here (not the wrapper's 500), and any host answers.
export const GET = Object.assign(
  async (req: Request): Promise<Response> => {
    const { ready, checks } = await readiness();
    return new Response(JSON.stringify({ status: ready ? "ready" : "unavailable", checks }), {
      status: ready ? 200 : 503,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "x-request-id": requestIdOf(req), ...transportHeaders() },
    });
  },
  { meta: { auth: "public", tenant: false, probe: "ready" } satisfies Partial<RouteMeta> & { probe: string } },
);
