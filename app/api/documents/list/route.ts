// POST /api/documents/list — the documents of a case the caller sees { petitionId, category? }, with versions, status and uploader
import { defineRoute } from "@/lib/server/http/define-route";
import { documentListBody } from "@/lib/modules/documents/contract";
import { listCaseDocuments } from "@/lib/modules/documents/case-documents";
import { DOCUMENT_READER_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineRoute({
  auth: "user",
  roles: DOCUMENT_READER_ROLES,
  body: documentListBody,
  handler: async ({ db, actor, body }) => ({ data: await listCaseDocuments({ db, actor }, body) }),
});
