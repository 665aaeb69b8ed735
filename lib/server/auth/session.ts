// Sessions: an opaque random token, stored hashed. Browsers carry it sealed in an iron-session cookie,
// integrators send it as a bearer token. Ended by logout, expiry, a password change, a deactivation or a
// role change (the last two revoke the membership's sessions in the transaction that makes the change).
import "server-only";
import { and, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { sealData, unsealData } from "iron-session";
import { memberships, sessions, users } from "@/db/schema/identity";
import { tenants } from "@/db/schema/tenancy";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import type { Executor } from "@/lib/server/db/client";
import { prepared } from "@/lib/server/db/prepared";
import { env } from "@/lib/server/env";
import { AppError, fail } from "@/lib/server/errors";
import { effectivePermissions } from "@/lib/shared/permissions";
import type { Permission } from "@/lib/shared/constants/roles";
import { dateFormatOf, type DateFormat } from "@/lib/shared/format/date-order";
import { hashToken, newToken } from "./crypto";

/** The user's columns every actor is made of (the date order is read out of the preferences, not the whole JSON). */
const actorUser = { id: users.id, email: users.email, name: users.name, dateFormat: sql<string | null>`${users.preferences}->>'dateFormat'` };

export const SESSION_COOKIE = "icm_session";

export type Actor = {
  sessionId: string;
  userId: string;
  tenantId: string;
  membershipId: string;
  roleId: number;
  companyId: string | null;
  branchId: string | null;
  email: string;
  name: string;
  /** The order the user reads short dates in (profile, users.preferences.dateFormat): texts the server writes for them follow it. */
  dateFormat: DateFormat;
  /** The firm's permission entries for this role, read with the tenant row on every request (can() in lib/shared/permissions.ts). */
  permissions: readonly Permission[];
};

export async function createSession(
  db: Executor,
  input: { userId: string; tenantId: string; membershipId: string; roleId: number; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + env.sessionTtlHours * 3600_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    tenantId: input.tenantId,
    membershipId: input.membershipId,
    roleId: input.roleId,
    expiresAt,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

async function revokeOpenSessions(db: Executor, which: SQL): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(which, isNull(sessions.revokedAt)));
}

/** Revoke every open session of a user (a password set or reset). */
export function revokeUserSessions(db: Executor, userId: string): Promise<void> {
  return revokeOpenSessions(db, eq(sessions.userId, userId));
}

/**
 * Revoke every open session (cookie or bearer) of a membership: in the transaction that deactivates it or
 * changes its role, so reactivating it or giving the old role back does not bring those sessions back.
 */
export function revokeMembershipSessions(db: Executor, membershipId: string): Promise<void> {
  return revokeOpenSessions(db, eq(sessions.membershipId, membershipId));
}

/** Revoke every open session in a firm (the firm is deactivated). */
export function revokeTenantSessions(db: Executor, tenantId: string): Promise<void> {
  return revokeOpenSessions(db, eq(sessions.tenantId, tenantId));
}

export function sealSessionCookie(token: string): Promise<string> {
  return sealData({ token }, { password: env.sessionSecret, ttl: env.sessionTtlHours * 3600 });
}

export async function unsealSessionCookie(value: string): Promise<string | null> {
  try {
    const data = await unsealData<{ token?: string }>(value, { password: env.sessionSecret, ttl: env.sessionTtlHours * 3600 });
    return typeof data.token === "string" ? data.token : null;
  } catch {
    return null;
  }
}

export function sessionCookieHeader(sealed: string | null): string {
  const attrs = ["Path=/", "HttpOnly", "SameSite=Lax", env.secureCookies ? "Secure" : ""].filter(Boolean);
  if (sealed === null) return `${SESSION_COOKIE}=; Max-Age=0; ${attrs.join("; ")}`;
  return `${SESSION_COOKIE}=${sealed}; Max-Age=${env.sessionTtlHours * 3600}; ${attrs.join("; ")}`;
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

type SessionRow = {
  session: typeof sessions.$inferSelect;
  membership: typeof memberships.$inferSelect;
  user: { id: string; email: string; name: string; dateFormat: string | null };
};

/**
 * The acting user of a session row found for `tenant` (null: no session with that token in it).
 * Throws the spec's codes: TOKEN_EXPIRED, LOGIN_USER_INACTIVE, ROLE_CHANGED; UNAUTHENTICATED otherwise.
 * A deactivation or role change also revokes the membership's sessions (revokeMembershipSessions), so
 * they stay dead once it is undone; the codes are checked before `revokedAt` so that, while the change
 * holds, the holder of such a session still learns why it ended.
 */
function actorOf(row: SessionRow | null, tenant: { id: string; statusId: number; permissions: Record<string, string[]> | null }): Actor {
  if (!row || row.session.tenantId !== tenant.id) throw fail.unauthenticated();
  if (row.session.expiresAt.getTime() <= Date.now()) throw fail.tokenExpired();
  if (row.membership.statusId !== 1 || tenant.statusId !== 1) throw fail.inactive();
  if (row.membership.roleId !== row.session.roleId) throw fail.roleChanged();
  if (row.session.revokedAt) throw fail.unauthenticated();
  return memberActor(row.session.id, row, tenant);
}

/** The actor of a membership (role, reach, the firm's permissions for the role), acting in `sessionId`. */
function memberActor(sessionId: string, row: Omit<SessionRow, "session">, tenant: { id: string; permissions: Record<string, string[]> | null }): Actor {
  return {
    sessionId,
    userId: row.user.id,
    tenantId: tenant.id,
    membershipId: row.membership.id,
    roleId: row.membership.roleId,
    companyId: row.membership.companyId,
    branchId: row.membership.branchId,
    email: row.user.email,
    name: row.user.name,
    dateFormat: dateFormatOf(row.user.dateFormat),
    permissions: effectivePermissions(tenant.permissions, row.membership.roleId),
  };
}

/** Resolve a raw session token to the acting user in `tenantId` (throws as actorOf). */
export async function resolveSession(db: Executor, token: string, tenantId: string): Promise<Actor> {
  const query = prepared(db, "session_by_token", (d) =>
    d
      .select({
        session: sessions,
        membership: memberships,
        user: actorUser,
        tenantStatus: tenants.statusId,
        tenantPermissions: tenants.permissions,
      })
      .from(sessions)
      .innerJoin(memberships, eq(memberships.id, sessions.membershipId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
      .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
      .limit(1)
      .prepare("session_by_token"),
  );
  const row = (await query.execute({ tokenHash: hashToken(token) }))[0];
  return actorOf(row ?? null, { id: tenantId, statusId: row?.tenantStatus ?? 0, permissions: row?.tenantPermissions ?? null });
}

/**
 * The tenant of a host's slug and the actor of a session token in it, in one statement (what every
 * signed-in API request needs first). Null when no live tenant has the slug; `actor` is the Error
 * resolveSession would throw when the token is no valid session of that tenant.
 */
export async function findTenantAndActor(db: Executor, slug: string, token: string): Promise<{ tenant: TenantRow; actor: Actor | AppError } | null> {
  const query = prepared(db, "tenant_and_session", (d) =>
    d
      .select({
        tenant: tenants,
        session: sessions,
        membership: memberships,
        user: actorUser,
      })
      .from(tenants)
      .leftJoin(sessions, and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), eq(sessions.tenantId, tenants.id)))
      .leftJoin(memberships, eq(memberships.id, sessions.membershipId))
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(tenants.slug, sql.placeholder("slug")), isNull(tenants.deletedAt)))
      .limit(1)
      .prepare("tenant_and_session"),
  );
  const row = (await query.execute({ slug, tokenHash: hashToken(token) }))[0];
  if (!row) return null;
  const { tenant, session, membership, user } = row;
  try {
    return { tenant, actor: actorOf(session && membership && user ? { session, membership, user } : null, tenant) };
  } catch (e) {
    if (e instanceof AppError) return { tenant, actor: e };
    throw e;
  }
}

/**
 * The user a one-time e-mailed link acts for (a message's reply link): their active membership in `tenant`
 * now, with the role's permissions as a session would have them; null when they no longer have one (or the
 * firm is inactive). `sessionId` names the link, since there is no session.
 */
export async function linkActor(db: Executor, tenant: TenantRow, userId: string, linkId: string): Promise<Actor | null> {
  if (tenant.statusId !== 1) return null;
  const [row] = await db
    .select({ membership: memberships, user: actorUser })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenant.id), eq(memberships.userId, userId), eq(memberships.statusId, 1)))
    .limit(1);
  return row ? memberActor(`link:${linkId}`, row, tenant) : null;
}

/** Revoke a user's sessions except `keepSessionId` (password change keeps the current one). */
export async function revokeOtherSessions(db: Executor, userId: string, keepSessionId: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revoke the session with this token hash (logout of a bearer token); returns it when it was open. */
export async function revokeSessionByTokenHash(db: Executor, tokenHash: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId, tenantId: sessions.tenantId, roleId: sessions.roleId });
  return rows[0] ?? null;
}
