// Account activation from an invitation or activation link: choose a password, the account goes live.
import "server-only";
import { hashPassword, verifyPassword } from "@/lib/server/auth/crypto";
import { consumeToken, type OneTimeToken } from "@/lib/server/auth/one-time-token";
import { revokeUserSessions } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { AppError, fail } from "@/lib/server/errors";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { ROLE } from "@/lib/shared/constants/roles";
import { EXISTING_ACCOUNT_PASSWORD, type SetPasswordBody } from "./contract";
import { invalidLink, link } from "./context";
import { awaitingApproval } from "./links";
import { findUserById, setMembershipStatus, updateUser } from "@/lib/server/auth/identity";
import { revokeUserTenantTokens } from "@/lib/server/auth/one-time-token";
import { listTenantMembershipsOfUser } from "./repository";
import type { PublicContext } from "@/lib/server/context";

type ActivateResult = { activated: true; email: string; loginUrl: string; passwordSet: boolean };

/** The invitation token, else the activation token; a link works once. */
async function consumeActivationToken(tx: Executor, raw: string): Promise<OneTimeToken> {
  try {
    return await consumeToken(tx, raw, "invitation");
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return consumeToken(tx, raw, "activation");
  }
}

export async function activateAccount(req: PublicContext, body: SetPasswordBody): Promise<ActivateResult> {
  await rateLimit(req.db, `activate:${req.ip}`, 20, 15 * 60_000);
  return req.db.transaction(async (tx) => {
    const t = await consumeActivationToken(tx, body.token);
    if (!t.userId || (t.tenantId !== null && t.tenantId !== req.tenant.id)) throw invalidLink();
    const user = await findUserById(tx, t.userId);
    if (!user) throw invalidLink();
    const pending = (await listTenantMembershipsOfUser(tx, req.tenant.id, user.id)).filter((m) => m.statusId === 3);
    const wanted = typeof t.payload.membershipId === "string" ? t.payload.membershipId : null;
    const targets = pending.filter((m) => (wanted ? m.membershipId === wanted : !awaitingApproval(m)));
    if (targets.length === 0) throw invalidLink();

    // Someone who already has a password (an account in another firm) proves it instead of replacing
    // it, as the users module does for staff added to a second firm.
    const now = new Date();
    const passwordSet = !user.passwordHash;
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, body.password))) {
      throw fail.validation({ password: EXISTING_ACCOUNT_PASSWORD });
    }
    await updateUser(tx, user.id, {
      ...(passwordSet ? { passwordHash: await hashPassword(body.password), passwordUpdated: true } : {}),
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      // A petitioner completes the company profile after activation (spec section 4); others are done.
      ...(targets.some((m) => m.roleId !== ROLE.PETITIONER) ? { registrationCompleted: true } : {}),
    });
    const activated = await setMembershipStatus(tx, req.tenant.id, targets.map((m) => m.membershipId), 1);
    if (passwordSet) await revokeUserSessions(tx, user.id);
    await revokeUserTenantTokens(tx, user.id, req.tenant.id, "invitation");
    await revokeUserTenantTokens(tx, user.id, req.tenant.id, "activation");
    await writeAudit(tx, {
      tenantId: req.tenant.id,
      actorUserId: user.id,
      action: t.purpose === "invitation" ? "auth.accept_invitation" : "auth.activate",
      entityType: "user",
      entityId: user.id,
      before: { membershipStatus: 3, emailVerifiedAt: user.emailVerifiedAt },
      after: { membershipStatus: 1, activatedMembershipIds: activated, emailVerifiedAt: user.emailVerifiedAt ?? now, newCredential: passwordSet },
      ip: req.ip,
    });
    return { activated: true as const, email: user.email, loginUrl: link(req, "/app/login"), passwordSet };
  });
}
