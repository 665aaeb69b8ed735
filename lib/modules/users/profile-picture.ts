// Profile pictures: upload as a data URL (PNG/JPEG <= 512 KB, checked by magic bytes), served to
// signed-in users of a tenant where the pictured user is a member.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { getFileStore } from "@/lib/server/storage/file-store";
import { decodeImageDataUrl } from "@/lib/server/storage/image";
import { fileResponse } from "@/lib/server/storage/serve";
import { findUserById, updateUser } from "@/lib/server/auth/identity";
import { isMemberOfTenant } from "./repository";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const pictureKey = (userId: string) => `users/${userId}/profile-picture`;

/** `/api/users/profile-picture/<userId>?v=<n>`: the version changes with every upload (cache busting). */
export function pictureUrl(userId: string, version: number): string {
  return `/api/users/profile-picture/${userId}?v=${version}`;
}

export function nextPictureVersion(current: string | null): number {
  const n = Number(current?.match(/[?&]v=(\d+)/)?.[1] ?? 0);
  return Number.isSafeInteger(n) ? n + 1 : 1;
}

export async function uploadProfilePicture(ctx: ActorContext, dataUrl: string): Promise<{ profilePicture: string }> {
  const { db, actor } = ctx;
  const decoded = decodeImageDataUrl(dataUrl, ["png", "jpeg"]);
  if (!decoded.ok) throw fail.validation({ dataUrl: decoded.message });
  const user = await findUserById(db, actor.userId);
  if (!user) throw fail.unauthenticated();
  const url = pictureUrl(user.id, nextPictureVersion(user.profilePicture));
  // The file first: a failed write leaves the old picture in place; a failed update leaves an unused newer file.
  await getFileStore().put(pictureKey(user.id), decoded.image.bytes, { contentType: decoded.image.contentType });
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { profilePicture: url });
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "user.profile_picture",
      entityType: "user",
      entityId: user.id,
      before: { profilePicture: user.profilePicture },
      after: { profilePicture: url, contentType: decoded.image.contentType, size: decoded.image.bytes.length },
      ip: ctx.ip,
    });
  });
  return { profilePicture: url };
}

/** GET /api/users/profile-picture/<userId> on a tenant host, for that tenant's signed-in users. */
export async function serveProfilePicture(ctx: ActorContext, userId: string): Promise<Response> {
  const { db, tenant } = ctx;
  if (!UUID.test(userId) || !(await isMemberOfTenant(db, tenant.id, userId))) throw fail.notFound("Picture");
  const user = await findUserById(db, userId);
  if (!user?.profilePicture) throw fail.notFound("Picture");
  const file = await getFileStore().get(pictureKey(userId));
  if (!file) throw fail.notFound("Picture");
  return fileResponse(file, "private, max-age=300");
}
