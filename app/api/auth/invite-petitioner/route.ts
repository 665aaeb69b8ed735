// POST /api/auth/invite-petitioner — firm staff invite a client company and its contact by e-mail
import { defineRoute } from "@/lib/server/http/define-route";
import { invitePetitionerBody } from "@/lib/modules/auth/contract";
import { authReq } from "@/lib/modules/auth/context";
import { invitePetitioner } from "@/lib/modules/auth/invite-petitioner";
import { INVITE_PETITIONER_ROLES } from "@/lib/modules/auth/policy";

export const POST = defineRoute({
  auth: "user",
  roles: INVITE_PETITIONER_ROLES,
  body: invitePetitionerBody,
  handler: async (ctx) => {
    const data = await invitePetitioner(authReq(ctx), ctx.actor, ctx.body);
    return { data, message: data.resent ? "The invitation was sent again" : "The invitation was sent" };
  },
});
