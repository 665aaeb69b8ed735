// GET /api/openapi.json — the OpenAPI document of every call, generated from the zod contracts
import { API_ROUTES } from "@/lib/server/http/api-index.generated";
import { buildOpenApi } from "@/lib/server/http/openapi";
import { defineGetRoute } from "@/lib/server/http/define-get-route";

let cached: string | undefined;

export const GET = defineGetRoute({
  auth: "public",
  tenant: false,
  handler: async () => {
    cached ??= JSON.stringify(buildOpenApi(API_ROUTES));
    return new Response(cached, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300" } });
  },
});
