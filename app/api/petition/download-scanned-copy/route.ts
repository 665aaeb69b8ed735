// POST /api/petition/download-scanned-copy — a 5-minute download URL (result.data) of a scanned copy { documentId }
import { defineRoute } from "@/lib/server/http/define-route";
import { documentIdBody } from "@/lib/modules/documents/contract";
import { downloadScannedCopy } from "@/lib/modules/documents/case-documents";
import { SCANNED_COPY_READER_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineRoute({
  auth: "user",
  roles: SCANNED_COPY_READER_ROLES,
  body: documentIdBody,
  handler: async ({ db, actor, body }) => ({ data: await downloadScannedCopy({ db, actor }, body.documentId) }),
});
