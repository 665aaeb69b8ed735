// POST /api/masterdata/add — add a master-data entry (role 1: global; roles 2 and 3: the tenant's own)
import { defineRoute } from "@/lib/server/http/define-route";
import { addMasterDataBody } from "@/lib/modules/masterdata/contract";
import { addMasterData } from "@/lib/modules/masterdata/service";

export const POST = defineRoute({
  auth: "user",
  permission: "masterdata.write",
  idempotent: true,
  body: addMasterDataBody,
  handler: async (ctx) => ({ data: await addMasterData(ctx, ctx.body), message: "Added" }),
});
