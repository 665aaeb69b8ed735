// POST /api/users/register — a beneficiary registers (always role 51), pending until the e-mail is verified
import { defineRoute } from "@/lib/server/http/define-route";
import { registerBody } from "@/lib/modules/auth/contract";
import { registerBeneficiary } from "@/lib/modules/auth/register-beneficiary";

export const POST = defineRoute({
  auth: "public",
  body: registerBody,
  handler: async (ctx) => {
    const data = await registerBeneficiary(ctx, ctx.body);
    return {
      data,
      message: data.emailVerificationRequired ? "Registration received. Please check your e-mail to activate your account" : "Your account is ready. Please sign in",
    };
  },
});
