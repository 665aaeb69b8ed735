// Tenant branding: logo (PNG/JPEG) and favicon (PNG/JPEG/ICO), at most 512 KB each, checked by their
// bytes, kept in the file store and served publicly by host.
import "server-only";
import type { PublicContext } from "@/lib/server/context";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { getFileStore } from "@/lib/server/storage/file-store";
import { decodeImageDataUrl, type ImageKind } from "@/lib/server/storage/image";
import { fileResponse } from "@/lib/server/storage/serve";
import { BRANDING_KINDS, type BrandingKind, type UploadBrandingBody } from "./contract";
import { updateTenant } from "@/lib/server/tenancy/tenant-writes";
import type { ActorContext } from "@/lib/server/context";

const ACCEPTED: Record<BrandingKind, readonly ImageKind[]> = { logo: ["png", "jpeg"], favicon: ["png", "jpeg", "ico"] };

export const brandingKey = (tenantId: string, kind: BrandingKind) => `tenants/${tenantId}/${kind}`;

/** `/api/tenant/branding/<kind>?v=<n>`: the version changes with every upload (cache busting). */
export function brandingUrl(kind: BrandingKind, current: string | null): string {
  const n = Number(current?.match(/[?&]v=(\d+)/)?.[1] ?? 0);
  return `/api/tenant/branding/${kind}?v=${Number.isSafeInteger(n) ? n + 1 : 1}`;
}

export async function uploadBranding(
  ctx: ActorContext,
  body: UploadBrandingBody,
): Promise<{ kind: BrandingKind; url: string }> {
  const { db, actor, tenant } = ctx;
  const decoded = decodeImageDataUrl(body.dataUrl, ACCEPTED[body.kind]);
  if (!decoded.ok) throw fail.validation({ dataUrl: decoded.message });
  const url = brandingUrl(body.kind, tenant[body.kind]);
  await getFileStore().put(brandingKey(tenant.id, body.kind), decoded.image.bytes, { contentType: decoded.image.contentType });
  await db.transaction(async (tx) => {
    await updateTenant(tx, tenant.id, { [body.kind]: url });
    await writeAudit(tx, {
      tenantId: tenant.id,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "tenant.branding",
      entityType: "tenant",
      entityId: tenant.id,
      before: { [body.kind]: tenant[body.kind] },
      after: { [body.kind]: url, contentType: decoded.image.contentType, size: decoded.image.bytes.length },
      ip: ctx.ip,
    });
  });
  return { kind: body.kind, url };
}

/** GET /api/tenant/branding/<kind>: the host's firm's file, public and cacheable for 5 minutes. */
export async function serveBranding(ctx: PublicContext, kind: string): Promise<Response> {
  if (!(BRANDING_KINDS as readonly string[]).includes(kind)) throw fail.notFound("File");
  const k = kind as BrandingKind;
  if (!ctx.tenant[k]) throw fail.notFound("File");
  const file = await getFileStore().get(brandingKey(ctx.tenant.id, k));
  if (!file) throw fail.notFound("File");
  return fileResponse(file, "public, max-age=300");
}
