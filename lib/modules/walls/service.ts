// The firm's wall (issue 15 section 3): announcements by the firm's managers and the case events the reader may
// see, one feed newest first, paged by time (`before`: the last item's time). Firm staff read every
// announcement; the firm's clients only those meant for everyone. Case events come from the cases module
// with the reader's reach; a role that may not read cases sees announcements only.
import "server-only";
import { recentCaseActivity } from "@/lib/modules/cases/dashboard-stats";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { STAFF_ROLES } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";
import { WALL_PAGE, type WallAnnouncement, type WallItem, type WallListBody, type WallPage, type WallSaveBody } from "./contract";
import { findWallPost, insertWallPost, markWallPostDeleted, wallPostsPage, type WallPostRecord } from "./repository";

/** Pinned announcements shown above the feed, at most. */
const MAX_PINNED = 5;

const audiencesOf = (roleId: number) => (STAFF_ROLES.includes(roleId) ? ["staff", "all"] : ["all"]);

function announcement(ctx: ActorContext, p: WallPostRecord): WallAnnouncement {
  return {
    kind: "announcement",
    id: p.id,
    body: p.body,
    audience: p.audience as WallAnnouncement["audience"],
    pinned: p.pinned,
    authorName: p.authorName,
    createdAt: p.createdAt.toISOString(),
    canDelete: can(ctx.actor, "wall.post"),
  };
}

/** One page of the wall: `perpage` items older than `before`, newest first (pinned announcements also on top of the first page). */
export async function wallPage(ctx: ActorContext, body: WallListBody): Promise<WallPage> {
  const perpage = body.perpage ?? WALL_PAGE;
  const before = body.before ? new Date(body.before) : undefined;
  const audiences = audiencesOf(ctx.actor.roleId);
  const [posts, events, pinned] = await Promise.all([
    wallPostsPage(ctx.db, ctx.tenant.id, { audiences, before, limit: perpage + 1 }),
    can(ctx.actor, "case.read") ? recentCaseActivity(ctx, perpage + 1, before) : Promise.resolve([]),
    before ? Promise.resolve([]) : wallPostsPage(ctx.db, ctx.tenant.id, { audiences, limit: MAX_PINNED, pinned: true }),
  ]);
  const merged: WallItem[] = [
    ...posts.map((p) => announcement(ctx, p)),
    ...events.map((e) => ({ kind: "case_event" as const, id: String(e.id), message: e.message, caseNumber: e.caseNumber, detailsPath: e.detailsPath, actorName: e.actorName, createdAt: e.createdAt })),
  ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const items = merged.slice(0, perpage);
  return {
    pinned: pinned.map((p) => announcement(ctx, p)),
    items,
    nextBefore: merged.length > perpage ? items[items.length - 1].createdAt : null,
    canPost: can(ctx.actor, "wall.post"),
  };
}

export async function postAnnouncement(ctx: ActorContext, body: WallSaveBody): Promise<WallAnnouncement> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertWallPost(tx, { tenantId: ctx.tenant.id, authorUserId: ctx.actor.userId, body: body.body, audience: body.audience, pinned: body.pinned });
    await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "wall.post", entityType: "wall_post", entityId: row.id, after: { audience: row.audience, pinned: row.pinned }, ip: ctx.ip });
    return announcement(ctx, { ...row, authorName: null });
  });
}

export async function deleteAnnouncement(ctx: ActorContext, id: string): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const row = await findWallPost(tx, ctx.tenant.id, id);
    if (!row) throw fail.notFound("Announcement");
    await markWallPostDeleted(tx, ctx.tenant.id, id, ctx.actor.userId);
    await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "wall.delete", entityType: "wall_post", entityId: id, before: { body: row.body }, ip: ctx.ip });
    return { id };
  });
}
