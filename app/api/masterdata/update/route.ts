// POST /api/masterdata/update — rename, (de)activate or edit an entry; roles 2 and 3 get a tenant override of a global one
import { defineRoute } from "@/lib/server/http/define-route";
import { updateMasterDataBody } from "@/lib/modules/masterdata/contract";
import { MASTER_DATA_WRITERS } from "@/lib/modules/masterdata/policy";
import { updateMasterData } from "@/lib/modules/masterdata/service";

export const POST = defineRoute({
  auth: "user",
  roles: MASTER_DATA_WRITERS,
  body: updateMasterDataBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await updateMasterData(db, actor, { ip }, body), message: "Updated" }),
});
