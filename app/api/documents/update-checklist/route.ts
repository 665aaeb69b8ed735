// POST /api/documents/update-checklist — save the documents requested for a case type { typeId, subTypeId?, docTypes[] }
import { defineRoute } from "@/lib/server/http/define-route";
import { updateChecklistBody } from "@/lib/modules/documents/contract";
import { updateChecklist } from "@/lib/modules/documents/checklists";

export const POST = defineRoute({
  auth: "user",
  permission: "checklist.update",
  body: updateChecklistBody,
  handler: async (ctx) => ({ data: await updateChecklist(ctx, ctx.body), message: "Checklist saved" }),
});
