// POST /api/s3/get-signed-url — a 5-minute download URL (result.data) of a file the caller may see { keyName, fileName?, petitionId? }
import { defineRoute } from "@/lib/server/http/define-route";
import { signedUrlBody } from "@/lib/modules/documents/contract";
import { signedUrlFor } from "@/lib/modules/documents/files";

export const POST = defineRoute({
  auth: "user",
  body: signedUrlBody,
  handler: async (ctx) => ({ data: await signedUrlFor(ctx, ctx.body) }),
});
