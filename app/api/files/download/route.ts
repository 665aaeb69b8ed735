// GET /api/files/download — a local-store file by its signed link (?key&exp&name&sig), only while the link is valid
import { serveSignedDownload } from "@/lib/modules/documents/files";
import { defineGetRoute } from "@/lib/server/http/define-get-route";

export const GET = defineGetRoute({
  auth: "public",
  handler: (ctx) => serveSignedDownload(ctx, ctx.url.searchParams),
});
