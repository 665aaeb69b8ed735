// POST /api/i9/reveal — one Section 1 number (SSN, A-Number, I-94, foreign passport) shown whole; written to the record's audit trail { id, field }
import { defineRoute } from "@/lib/server/http/define-route";
import { revealBody } from "@/lib/modules/i9/section1-contract";
import { revealNumber } from "@/lib/modules/i9/section1";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.sensitive",
  body: revealBody,
  handler: async (ctx) => ({ data: await revealNumber(ctx, ctx.body) }),
});
