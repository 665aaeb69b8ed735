// POST /api/lca/send-fill-link — e-mail the employer a token link to give the LCA's job, wage and worksite details without signing in (the LCA goes to Details pending)
import { defineRoute } from "@/lib/server/http/define-route";
import { sendFillLinkBody } from "@/lib/modules/lca/fill-contract";
import { sendFillLink } from "@/lib/modules/lca/fill-link";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: sendFillLinkBody,
  handler: async (ctx) => {
    const data = await sendFillLink(ctx, ctx.body);
    return { data, message: `Link sent to ${data.sentTo}` };
  },
});
