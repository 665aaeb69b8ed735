// POST /api/cap/send-fill-link — e-mail the beneficiary (person) or the client (position) a token link to give a cap registration's details without signing in
import { defineRoute } from "@/lib/server/http/define-route";
import { sendCapLinkBody } from "@/lib/modules/cap/fill-contract";
import { sendCapLink } from "@/lib/modules/cap/fill-link";

export const POST = defineRoute({
  auth: "user",
  permission: "cap.update",
  body: sendCapLinkBody,
  handler: async (ctx) => {
    const data = await sendCapLink(ctx, ctx.body);
    return { data, message: `Link sent to ${data.sentTo}` };
  },
});
