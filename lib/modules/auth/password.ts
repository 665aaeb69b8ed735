// Passwords: the reset link (forgot-password), the reset itself (update-password) and change-password.
import "server-only";
import { hashPassword, verifyPassword } from "@/lib/server/auth/crypto";
import { consumeToken } from "@/lib/server/auth/one-time-token";
import { revokeUserSessions } from "@/lib/server/auth/session";
import { withMinimumDuration } from "@/lib/server/auth/steady-time";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { SAME_PASSWORD, WRONG_CURRENT_PASSWORD, type ChangePasswordBody, type EmailBody, type SetPasswordBody } from "./contract";
import { invalidLink, link } from "./context";
import { passwordChangedMail } from "./emails";
import { sendAccountLink, sendPendingAccountLink } from "./links";
import { findUserByEmail, findUserById, updateUser, type UserRow } from "@/lib/server/auth/identity";
import { revokeOtherSessions } from "@/lib/server/auth/session";
import { revokeUserTenantTokens } from "@/lib/server/auth/one-time-token";
import { listTenantMembershipsOfUser } from "./repository";
import type { PublicContext } from "@/lib/server/context";
import type { ActorContext } from "@/lib/server/context";

/**
 * E-mails a reset link (60 minutes) to a user with an active or pending account in this firm and a
 * password; a pending account without a password gets its activation link instead. Unknown
 * addresses get the same answer, in the same time: the call settles FORGOT_PASSWORD_FLOOR_MS after it
 * started whatever it did (README "Forgot password: no timing difference"). 429 after 5 requests per
 * 15 minutes per IP and address, 10 per address.
 */
export function forgotPassword(req: PublicContext, body: EmailBody): Promise<void> {
  return withMinimumDuration("auth/forgot-password", FORGOT_PASSWORD_FLOOR_MS, () => sendResetLink(req, body));
}

/** Well above the known address's work (about 30 ms on an idle machine: look-ups, token, e-mail, audit). */
const FORGOT_PASSWORD_FLOOR_MS = 250;

async function sendResetLink(req: PublicContext, body: EmailBody): Promise<void> {
  await rateLimit(req.db, `forgot-password:${req.ip}:${body.email}`, 5, 15 * 60_000);
  await rateLimit(req.db, `forgot-password-ip:${req.ip}`, 50, 15 * 60_000);
  // Per address from anywhere too, so rotating client addresses cannot flood a mailbox.
  await rateLimit(req.db, `forgot-password-email:${body.email.toLowerCase()}`, 10, 15 * 60_000);
  const sent = await req.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, body.email);
    if (!user) return false;
    const here = (await listTenantMembershipsOfUser(tx, req.tenant.id, user.id)).filter((m) => m.statusId === 1 || m.statusId === 3);
    if (here.length === 0) return false;
    let sentLink: string | null = "password_reset";
    if (user.passwordHash) await sendAccountLink(tx, req, user, "password_reset");
    else sentLink = await sendPendingAccountLink(tx, req, user, here);
    if (!sentLink) return false;
    await writeAudit(tx, { tenantId: req.tenant.id, actorUserId: user.id, action: "auth.forgot_password", entityType: "user", entityId: user.id, after: { sent: sentLink }, ip: req.ip });
    return true;
  });
  if (sent) kickOutbox(req.db);
}

async function setPassword(tx: Executor, req: PublicContext, user: UserRow, password: string, verifiedByLink: boolean): Promise<void> {
  await updateUser(tx, user.id, {
    passwordHash: await hashPassword(password),
    passwordUpdated: true,
    ...(verifiedByLink && !user.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}),
  });
  await revokeUserTenantTokens(tx, user.id, req.tenant.id, "password_reset");
  const mail = passwordChangedMail({ tenantName: req.tenant.name, name: user.name, loginLink: link(req, "/app/login") });
  await enqueueMail(tx, { tenantId: req.tenant.id, to: user.email, ...mail });
}

/** Reset with the e-mailed token: new password, every session of the user signed out. */
export async function resetPassword(req: PublicContext, body: SetPasswordBody): Promise<{ passwordUpdated: true; loginUrl: string }> {
  await req.db.transaction(async (tx) => {
    const t = await consumeToken(tx, body.token, "password_reset");
    if (t.tenantId !== req.tenant.id || !t.userId) throw invalidLink();
    const user = await findUserById(tx, t.userId);
    if (!user) throw invalidLink();
    await setPassword(tx, req, user, body.password, true);
    await revokeUserSessions(tx, user.id);
    await writeAudit(tx, { tenantId: req.tenant.id, actorUserId: user.id, action: "auth.reset_password", entityType: "user", entityId: user.id, ip: req.ip });
  });
  kickOutbox(req.db);
  return { passwordUpdated: true, loginUrl: link(req, "/app/login") };
}

/**
 * Signed-in change: the old password must match (422 on oldPassword). The user's other sessions
 * are signed out, the current one stays. `roleId` (default 7, spec section 5) is not used.
 */
export async function changePassword(ctx: ActorContext, body: ChangePasswordBody): Promise<{ passwordUpdated: true; otherSessionsRevoked: number }> {
  const { actor } = ctx;
  await rateLimit(ctx.db, `change-password:${actor.userId}`, 10, 15 * 60_000);
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw fail.unauthenticated();
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw fail.validation({ oldPassword: WRONG_CURRENT_PASSWORD });
  if (body.newPassword === body.oldPassword) throw fail.validation({ newPassword: SAME_PASSWORD });
  const revoked = await ctx.db.transaction(async (tx) => {
    await setPassword(tx, ctx, user, body.newPassword, false);
    const n = await revokeOtherSessions(tx, user.id, actor.sessionId);
    await writeAudit(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: user.id,
      actorRoleId: actor.roleId,
      action: "auth.change_password",
      entityType: "user",
      entityId: user.id,
      after: { otherSessionsRevoked: n },
      ip: ctx.ip,
    });
    return n;
  });
  kickOutbox(ctx.db);
  return { passwordUpdated: true, otherSessionsRevoked: revoked };
}
