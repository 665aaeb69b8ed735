// POST /api/perm/file — submitted to the DOL (21) inside the filing window, on a PWD valid that day
import { defineRoute } from "@/lib/server/http/define-route";
import { filePermBody } from "@/lib/modules/perm/perm-contract";
import { filePerm } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.read", // then the step's editors in the firm's PERM workflow
  body: filePermBody,
  handler: async (ctx) => ({ data: await filePerm(ctx, ctx.body), message: "PERM filing recorded" }),
});
