// GET /api/tenant/branding/{kind} — the host firm's logo or favicon (public, cached 5 minutes)
import { serveBranding } from "@/lib/modules/tenants/branding";

export async function GET(req: Request, { params }: { params: Promise<{ kind: string }> }): Promise<Response> {
  return serveBranding(req, (await params).kind);
}
