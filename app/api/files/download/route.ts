// GET /api/files/download — a local-store file by its signed link (?key&exp&name&sig), only while the link is valid
import { serveSignedDownload } from "@/lib/modules/documents/files";

export async function GET(req: Request): Promise<Response> {
  return serveSignedDownload(req);
}
