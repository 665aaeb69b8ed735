// POST /api/esign/remind — e-mail the signers awaiting a sent envelope (or one of them) a new signing link; at most once a day per signer { id, signerId? }
import { defineRoute } from "@/lib/server/http/define-route";
import { remindBody } from "@/lib/modules/esign/contract";
import { remindSigners } from "@/lib/modules/esign/remind";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.manage",
  body: remindBody,
  handler: async (ctx) => ({ data: await remindSigners(ctx, ctx.body), message: "Reminder sent" }),
});
