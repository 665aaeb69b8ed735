// The signed-in user's preferences (theme, locale, starred pages, notification e-mails, date format), stored on the user.
import "server-only";
import type { UserPreferences } from "@/db/schema/identity";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { MAX_STARRED_PAGES, type PreferencesBody } from "./contract";
import { findUserById, setPreferences } from "@/lib/server/auth/identity";
import type { ActorContext } from "@/lib/server/context";

/** Starred pages: one entry per path (first wins), only the first 10 kept (spec section 9). */
export function capStarredPages(pages: { path: string; title: string }[]): { path: string; title: string }[] {
  const seen = new Set<string>();
  const out: { path: string; title: string }[] = [];
  for (const p of pages) {
    if (seen.has(p.path)) continue;
    seen.add(p.path);
    out.push({ path: p.path, title: p.title });
    if (out.length === MAX_STARRED_PAGES) break;
  }
  return out;
}

/** Merge the given keys into the stored preferences; an empty body only reads them. */
export async function updatePreferences(ctx: ActorContext, body: PreferencesBody): Promise<UserPreferences> {
  const { db, actor } = ctx;
  const user = await findUserById(db, actor.userId);
  if (!user) throw fail.unauthenticated();
  const before = user.preferences ?? {};
  const next: UserPreferences = { ...before };
  if (body.theme !== undefined) next.theme = body.theme;
  if (body.locale !== undefined) next.locale = body.locale;
  if (body.starredPages !== undefined) next.starredPages = capStarredPages(body.starredPages);
  if (body.notifyEmail !== undefined) next.notifyEmail = body.notifyEmail;
  if (body.dateFormat !== undefined) next.dateFormat = body.dateFormat;
  if (JSON.stringify(next) === JSON.stringify(before)) return before;
  return db.transaction(async (tx) => {
    const stored = await setPreferences(tx, actor.userId, next);
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "user.preferences",
      entityType: "user",
      entityId: actor.userId,
      before,
      after: stored,
      ip: ctx.ip,
    });
    return stored;
  });
}
