// POST /api/rfe-petition/manage-rfe-notice — the notice (RFE/NOID, date, served by mail → due date) and the issues USCIS raised
import { defineRoute } from "@/lib/server/http/define-route";
import { manageRfeNoticeBody } from "@/lib/modules/cases/rfe/contract";
import { manageRfeNotice } from "@/lib/modules/cases/rfe/service";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: manageRfeNoticeBody,
  handler: async (ctx) => ({ data: await manageRfeNotice(ctx, ctx.body), message: "RFE notice updated" }),
});
