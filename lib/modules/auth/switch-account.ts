// A signed-in user moves to another of their accounts: a new session here, or a hand-off to another firm.
import "server-only";
import { createSession, revokeSession, type Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import { effectivePermissions } from "@/lib/shared/permissions";
import { fail } from "@/lib/server/errors";
import type { LoginRedirect, SwitchAccountBody } from "./contract";
import { handoff } from "./login";
import { findUserById } from "@/lib/server/auth/identity";
import { listUserMemberships } from "./repository";
import { loginUserDetails, type LoginUserDetails } from "./session-user";
import type { ActorContext } from "@/lib/server/context";
import { dateFormatOf } from "@/lib/shared/format/date-order";

export type SwitchOutcome = { kind: "session"; token: string; details: LoginUserDetails } | { kind: "redirect"; redirect: LoginRedirect };

export async function switchAccount(ctx: ActorContext, body: SwitchAccountBody): Promise<SwitchOutcome> {
  const { actor } = ctx;
  const m = (await listUserMemberships(ctx.db, actor.userId)).find((x) => x.membershipId === body.membershipId);
  if (!m) throw fail.notFound("Account");
  if (m.membershipId === actor.membershipId) throw fail.validation({ membershipId: "You are already signed in to this account" });
  if (m.statusId !== 1 || m.tenantStatusId !== 1) throw fail.validation({ membershipId: "This account is not active" });

  const audit = { actorUserId: actor.userId, actorRoleId: actor.roleId, action: "auth.switch_account", entityType: "session", ip: ctx.ip };
  if (m.tenantId !== ctx.tenant.id) {
    // The current session stays: it belongs to this sub-domain; the other firm signs in with the hand-off.
    const redirect = await ctx.db.transaction(async (tx) => {
      const r = await handoff(tx, actor.userId, m);
      await writeAudit(tx, { ...audit, tenantId: ctx.tenant.id, entityId: actor.sessionId, after: { toMembershipId: m.membershipId, toTenantId: m.tenantId } });
      return r;
    });
    return { kind: "redirect", redirect };
  }

  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw fail.unauthenticated();
  const token = await ctx.db.transaction(async (tx) => {
    const s = await createSession(tx, { userId: actor.userId, tenantId: ctx.tenant.id, membershipId: m.membershipId, roleId: m.roleId, ip: ctx.ip, userAgent: ctx.userAgent });
    await revokeSession(tx, actor.sessionId);
    await writeAudit(tx, {
      ...audit,
      tenantId: ctx.tenant.id,
      entityId: actor.sessionId,
      before: { membershipId: actor.membershipId, roleId: actor.roleId },
      after: { membershipId: m.membershipId, roleId: m.roleId },
    });
    return s.token;
  });
  const next: Actor = {
    sessionId: "",
    userId: actor.userId,
    tenantId: ctx.tenant.id,
    membershipId: m.membershipId,
    roleId: m.roleId,
    companyId: m.companyId,
    branchId: m.branchId,
    email: user.email,
    dateFormat: dateFormatOf(user.preferences?.dateFormat),
    name: user.name,
    permissions: effectivePermissions(ctx.tenant.permissions, m.roleId),
  };
  return { kind: "session", token, details: await loginUserDetails(ctx.db, next, ctx.tenant, token) };
}
