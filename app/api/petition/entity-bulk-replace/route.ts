// POST /api/petition/entity-bulk-replace — replace a beneficiary or petitioner across cases (roles 3, 4)
import { defineRoute } from "@/lib/server/http/define-route";
import { entityBulkReplaceBody } from "@/lib/modules/cases/contract";
import { entityBulkReplace } from "@/lib/modules/cases/bulk-replace";

export const POST = defineRoute({
  auth: "user",
  permission: "case.bulk-replace",
  body: entityBulkReplaceBody,
  handler: async (ctx) => {
    const data = await entityBulkReplace(ctx, ctx.body);
    return { data, message: `${data.updatedCaseIds.length} case(s) updated` };
  },
});
