// POST /api/petition/upload-uscis-docs — record USCIS's response with its documents { petitionId, response, responseDate, rfeNoticeDate?, rfeServedByMail?, keys? | files }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { MAX_FILES_PER_UPLOAD, uploadUscisDocsFields } from "@/lib/modules/documents/contract";
import { uploadUscisDocs } from "@/lib/modules/documents/uscis-response";
import { DOCUMENT_STAFF_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineUploadRoute({
  auth: "user",
  roles: DOCUMENT_STAFF_ROLES,
  fields: uploadUscisDocsFields,
  maxFiles: MAX_FILES_PER_UPLOAD,
  fileRequired: false,
  acceptsJson: true,
  handler: async ({ db, actor, tenant, ip, body, files }) => ({ data: await uploadUscisDocs({ db, actor, tenant, ip }, body, files), message: "USCIS response recorded" }),
});
