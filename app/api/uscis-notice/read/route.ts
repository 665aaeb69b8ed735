// POST /api/uscis-notice/read — read a USCIS notice (I-797 PDF with a text layer) for a case: receipt number, form, received / notice / priority dates, validity, beneficiary and notice type, with the receipt number set against the case's (multipart: petitionId, file); nothing is stored
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { noticeReadFields } from "@/lib/modules/uscis/contract";
import { readNotice } from "@/lib/modules/uscis/notice-read";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "uscis.check",
  fields: noticeReadFields,
  maxFiles: 1,
  handler: async (ctx) => ({ data: await readNotice(ctx, ctx.body.petitionId, ctx.files) }),
});
