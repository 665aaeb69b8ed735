// POST /api/search — global search overlay: up to 5 clients, beneficiaries and users visible to the caller
import { defineRoute } from "@/lib/server/http/define-route";
import { searchBody } from "@/lib/modules/search/contract";
import { globalSearch } from "@/lib/modules/search/service";

export const POST = defineRoute({
  auth: "user",
  permission: "search.run",
  body: searchBody,
  handler: async (ctx) => ({ data: await globalSearch(ctx, ctx.body) }),
});
