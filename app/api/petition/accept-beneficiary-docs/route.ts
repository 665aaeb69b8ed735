// POST /api/petition/accept-beneficiary-docs — staff accept a beneficiary document or reject it with a reason { documentId, accept, reason? }
import { defineRoute } from "@/lib/server/http/define-route";
import { acceptBeneficiaryDocsBody } from "@/lib/modules/documents/contract";
import { reviewBeneficiaryDoc } from "@/lib/modules/documents/case-documents";
import { DOCUMENT_STAFF_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineRoute({
  auth: "user",
  roles: DOCUMENT_STAFF_ROLES,
  body: acceptBeneficiaryDocsBody,
  handler: async ({ db, actor, tenant, ip, body }) => {
    const data = await reviewBeneficiaryDoc({ db, actor, tenant, ip }, body);
    return { data, message: body.accept ? "Document accepted" : "Document rejected" };
  },
});
