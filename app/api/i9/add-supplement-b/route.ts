// POST /api/i9/add-supplement-b — record a reverification or a rehire (rule 5) in Supplement B of a completed Form I-9; earlier entries are kept { id, kind, rehireDate?, document?, newLastName?, newFirstName?, signerName, signature, attest }
import { defineRoute } from "@/lib/server/http/define-route";
import { supplementBBody } from "@/lib/modules/i9/supplement-contract";
import { addSupplementB } from "@/lib/modules/i9/supplement-b";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  body: supplementBBody,
  handler: async (ctx) => {
    await addSupplementB(ctx, ctx.body);
    return { data: null, message: ctx.body.kind === "rehire" ? "Rehire recorded in Supplement B" : "Reverification recorded in Supplement B" };
  },
});
