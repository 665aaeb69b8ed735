// POST /api/esign/ink/originals — record who holds the ink-signed originals and where { id, holder, location }
import { defineRoute } from "@/lib/server/http/define-route";
import { inkOriginalsBody } from "@/lib/modules/esign/ink/contract";
import { recordOriginals } from "@/lib/modules/esign/ink/service";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.manage",
  body: inkOriginalsBody,
  handler: async (ctx) => ({ data: await recordOriginals(ctx, ctx.body), message: "Originals recorded" }),
});
