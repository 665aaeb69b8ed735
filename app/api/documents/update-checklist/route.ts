// POST /api/documents/update-checklist — save the documents requested for a case type { typeId, subTypeId?, docTypes[] }
import { defineRoute } from "@/lib/server/http/define-route";
import { updateChecklistBody } from "@/lib/modules/documents/contract";
import { updateChecklist } from "@/lib/modules/documents/checklists";
import { CHECKLIST_EDITOR_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineRoute({
  auth: "user",
  roles: CHECKLIST_EDITOR_ROLES,
  body: updateChecklistBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await updateChecklist({ db, actor, ip }, body), message: "Checklist saved" }),
});
