// POST /api/auth/invite-petitioner — firm staff invite a client company and its contact by e-mail
import { defineRoute } from "@/lib/server/http/define-route";
import { invitePetitionerBody } from "@/lib/modules/companies/contract";
import { invitePetitioner } from "@/lib/modules/auth/invite-petitioner";

export const POST = defineRoute({
  auth: "user",
  permission: "petitioner.invite",
  body: invitePetitionerBody,
  handler: async (ctx) => {
    const data = await invitePetitioner(ctx, ctx.body);
    return { data, message: data.resent ? "The invitation was sent again" : "The invitation was sent" };
  },
});
