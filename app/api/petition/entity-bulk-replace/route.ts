// POST /api/petition/entity-bulk-replace — replace a beneficiary or petitioner across cases (roles 3, 4)
import { defineRoute } from "@/lib/server/http/define-route";
import { entityBulkReplaceBody } from "@/lib/modules/cases/contract";
import { CASE_BULK_REPLACE_ROLES } from "@/lib/modules/cases/policy";
import { entityBulkReplace } from "@/lib/modules/cases/bulk-replace";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_BULK_REPLACE_ROLES,
  body: entityBulkReplaceBody,
  handler: async ({ db, actor, ip, clock, body }) => {
    const data = await entityBulkReplace({ db, actor, ip, clock }, body);
    return { data, message: `${data.updatedCaseIds.length} case(s) updated` };
  },
});
