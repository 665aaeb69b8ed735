// POST /api/masterdata/list — master data of a category (global rows plus the host tenant's own); payload tenantId is ignored
import { defineRoute } from "@/lib/server/http/define-route";
import { listMasterDataBody } from "@/lib/modules/masterdata/contract";
import { listMasterData } from "@/lib/modules/masterdata/service";

export const POST = defineRoute({
  auth: "public",
  tenant: false,
  body: listMasterDataBody,
  handler: async ({ db, tenant, actor, body }) => listMasterData(db, { tenantId: tenant?.id ?? null, signedIn: actor !== null }, body),
});
