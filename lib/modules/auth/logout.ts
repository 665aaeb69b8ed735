// Sign out: revoke the current session (the route clears the cookie in every case).
import "server-only";
import { hashToken } from "@/lib/server/auth/crypto";
import { revokeSession, type Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Db } from "@/lib/server/db/client";
import { revokeSessionByTokenHash } from "@/lib/server/auth/session";

type LogoutReq = { db: Db; actor: Actor | null; ip: string };

/**
 * A resolved session (cookie or bearer, origin checked by defineRoute) is revoked. A bearer token
 * that did not resolve here (bare host, expired) is revoked by its hash; an unresolved cookie only
 * gets cleared, so a cross-site request cannot end someone's session.
 */
export async function logout(req: LogoutReq, bearer: string | null): Promise<{ revoked: boolean }> {
  return req.db.transaction(async (tx) => {
    if (req.actor) {
      await revokeSession(tx, req.actor.sessionId);
      await writeAudit(tx, { tenantId: req.actor.tenantId, actorUserId: req.actor.userId, actorRoleId: req.actor.roleId, action: "auth.logout", entityType: "session", entityId: req.actor.sessionId, ip: req.ip });
      return { revoked: true };
    }
    if (!bearer) return { revoked: false };
    const s = await revokeSessionByTokenHash(tx, hashToken(bearer));
    if (!s) return { revoked: false };
    await writeAudit(tx, { tenantId: s.tenantId, actorUserId: s.userId, actorRoleId: s.roleId, action: "auth.logout", entityType: "session", entityId: s.id, ip: req.ip });
    return { revoked: true };
  });
}
