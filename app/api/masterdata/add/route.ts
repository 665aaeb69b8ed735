// POST /api/masterdata/add — add a master-data entry (role 1: global; roles 2 and 3: the tenant's own)
import { defineRoute } from "@/lib/server/http/define-route";
import { addMasterDataBody } from "@/lib/modules/masterdata/contract";
import { MASTER_DATA_WRITERS } from "@/lib/modules/masterdata/policy";
import { addMasterData } from "@/lib/modules/masterdata/service";

export const POST = defineRoute({
  auth: "user",
  roles: MASTER_DATA_WRITERS,
  body: addMasterDataBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await addMasterData(db, actor, { ip }, body), message: "Added" }),
});
