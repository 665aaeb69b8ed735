// POST /api/perm/create — the PERM record of a case (sub type 12 or 15), on a PWD of its client
import { defineRoute } from "@/lib/server/http/define-route";
import { createPermBody } from "@/lib/modules/perm/perm-contract";
import { createPerm } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.update",
  body: createPermBody,
  handler: async (ctx) => ({ data: await createPerm(ctx, ctx.body), message: "PERM case opened" }),
});
