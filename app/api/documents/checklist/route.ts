// POST /api/documents/checklist — documents requested for a case type { typeId, subTypeId? } (the firm's list or the defaults)
import { defineRoute } from "@/lib/server/http/define-route";
import { checklistBody } from "@/lib/modules/documents/contract";
import { getChecklist } from "@/lib/modules/documents/checklists";
import { DOCUMENT_READER_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineRoute({
  auth: "user",
  roles: DOCUMENT_READER_ROLES,
  body: checklistBody,
  handler: async ({ db, actor, body }) => ({ data: await getChecklist({ db, actor }, body) }),
});
