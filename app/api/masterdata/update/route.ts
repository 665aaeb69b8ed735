// POST /api/masterdata/update — rename, (de)activate or edit an entry; roles 2 and 3 get a tenant override of a global one
import { defineRoute } from "@/lib/server/http/define-route";
import { updateMasterDataBody } from "@/lib/modules/masterdata/contract";
import { updateMasterData } from "@/lib/modules/masterdata/service";

export const POST = defineRoute({
  auth: "user",
  permission: "masterdata.write",
  body: updateMasterDataBody,
  handler: async (ctx) => ({ data: await updateMasterData(ctx, ctx.body), message: "Updated" }),
});
