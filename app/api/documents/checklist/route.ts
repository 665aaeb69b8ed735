// POST /api/documents/checklist — documents requested for a case type { typeId, subTypeId? } (the firm's list or the defaults)
import { defineRoute } from "@/lib/server/http/define-route";
import { checklistBody } from "@/lib/modules/documents/contract";
import { getChecklist } from "@/lib/modules/documents/checklists";

export const POST = defineRoute({
  auth: "user",
  permission: "document.read",
  body: checklistBody,
  handler: async (ctx) => ({ data: await getChecklist(ctx, ctx.body) }),
});
