// GET /api/users/profile-picture/{userId} — a member's picture, for signed-in users of the same firm
import { serveProfilePicture } from "@/lib/modules/users/profile-picture";

export async function GET(req: Request, { params }: { params: Promise<{ userId: string }> }): Promise<Response> {
  return serveProfilePicture(req, (await params).userId);
}
