// POST /api/search — global search overlay: up to 5 clients, beneficiaries and users visible to the caller
import { defineRoute } from "@/lib/server/http/define-route";
import { ALL_ROLE_IDS } from "@/lib/shared/constants/roles";
import { searchBody } from "@/lib/modules/search/contract";
import { globalSearch } from "@/lib/modules/search/service";

export const POST = defineRoute({
  auth: "user",
  roles: ALL_ROLE_IDS,
  body: searchBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await globalSearch({ db, actor, ip }, body) }),
});
