// The signed-in user's own notifications: list (rendered in ctx.locale and the reader's date order), unread count, mark read,
// remove. A reader only ever reaches their own rows of the firm of the request; any other id (another
// user's, another firm's, unknown, or about a deleted case) answers 404.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import type { MarkReadBody, NotificationDto, NotificationListBody, NotificationListDto, RemoveNotificationsBody } from "./contract";
import { renderNotification } from "./render";
import { deleteOwn, listMine, markRead, ownIds, unreadCountOf } from "./repository";

export async function listNotifications(ctx: ActorContext, body: NotificationListBody): Promise<{ data: NotificationListDto; total: number }> {
  const { tenantId, userId } = ctx.actor;
  const [{ rows, total }, unreadCount] = await Promise.all([
    listMine(ctx.db, tenantId, userId, { page: body.page, perpage: body.perpage, sortOrder: body.sortOrder, unreadOnly: body.filter.matcher.unreadOnly === true }),
    unreadCountOf(ctx.db, tenantId, userId),
  ]);
  const notifications: NotificationDto[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    ...renderNotification(r, ctx.locale, ctx.actor.dateFormat),
    link: r.link,
    petitionId: r.petitionId,
    readAt: r.readAt ? r.readAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { data: { notifications, unreadCount }, total };
}

export async function unreadCount(ctx: ActorContext): Promise<{ count: number }> {
  return { count: await unreadCountOf(ctx.db, ctx.actor.tenantId, ctx.actor.userId) };
}

/** 404 unless every id is one of the caller's own (shown) notifications. */
async function requireOwn(ctx: ActorContext, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const own = await ownIds(ctx.db, ctx.actor.tenantId, ctx.actor.userId, wanted);
  if (own.length !== wanted.length) throw fail.notFound("Notification");
  return own;
}

/** Reading state is the reader's own view, not a record change: no audit entry (it would double every bell click). */
export async function markNotificationsRead(ctx: ActorContext, body: MarkReadBody): Promise<{ updated: number; unreadCount: number }> {
  const { tenantId, userId } = ctx.actor;
  const ids = body.all ? "all" : await requireOwn(ctx, body.ids ?? []);
  const updated = await markRead(ctx.db, tenantId, userId, ids);
  return { updated, unreadCount: await unreadCountOf(ctx.db, tenantId, userId) };
}

export async function removeNotifications(ctx: ActorContext, body: RemoveNotificationsBody): Promise<{ removed: number; unreadCount: number }> {
  const { tenantId, userId, roleId } = ctx.actor;
  const ids = await requireOwn(ctx, body.ids);
  const removed = await ctx.db.transaction(async (tx) => {
    const n = await deleteOwn(tx, tenantId, userId, ids);
    await writeAudit(tx, {
      tenantId,
      actorUserId: userId,
      actorRoleId: roleId,
      action: "notification.remove",
      entityType: "notification",
      entityId: ids.length === 1 ? ids[0] : null,
      before: { ids },
      ip: ctx.ip,
    });
    return n;
  });
  return { removed, unreadCount: await unreadCountOf(ctx.db, tenantId, userId) };
}
