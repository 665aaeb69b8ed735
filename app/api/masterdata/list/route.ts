// POST /api/masterdata/list — master data of a category (global rows plus the host tenant's own); payload tenantId is ignored
import { defineRoute } from "@/lib/server/http/define-route";
import { listMasterDataBody } from "@/lib/modules/masterdata/contract";
import { listMasterData } from "@/lib/modules/masterdata/service";

export const POST = defineRoute({
  auth: "public",
  tenant: false,
  body: listMasterDataBody,
  handler: async (ctx) => listMasterData(ctx.db, { tenantId: ctx.tenant?.id ?? null, signedIn: ctx.actor !== null, locale: ctx.locale }, ctx.body),
});
