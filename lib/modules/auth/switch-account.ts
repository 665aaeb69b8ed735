// A signed-in user moves to another of their accounts: a new session here, or a hand-off to another firm.
import "server-only";
import { createSession, revokeSession, type Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import { effectivePermissions } from "@/lib/shared/permissions";
import { fail } from "@/lib/server/errors";
import type { LoginRedirect, SwitchAccountBody } from "./contract";
import type { AuthReq } from "./context";
import { handoff } from "./login";
import { findUserById, listUserMemberships } from "./repository";
import { loginUserDetails, type LoginUserDetails } from "./session-user";

export type SwitchOutcome = { kind: "session"; token: string; details: LoginUserDetails } | { kind: "redirect"; redirect: LoginRedirect };

export async function switchAccount(req: AuthReq, actor: Actor, body: SwitchAccountBody): Promise<SwitchOutcome> {
  const m = (await listUserMemberships(req.db, actor.userId)).find((x) => x.membershipId === body.membershipId);
  if (!m) throw fail.notFound("Account");
  if (m.membershipId === actor.membershipId) throw fail.validation({ membershipId: "You are already signed in to this account" });
  if (m.statusId !== 1 || m.tenantStatusId !== 1) throw fail.validation({ membershipId: "This account is not active" });

  const audit = { actorUserId: actor.userId, actorRoleId: actor.roleId, action: "auth.switch_account", entityType: "session", ip: req.ip };
  if (m.tenantId !== req.tenant.id) {
    // The current session stays: it belongs to this sub-domain; the other firm signs in with the hand-off.
    const redirect = await req.db.transaction(async (tx) => {
      const r = await handoff({ db: tx, requestHost: req.requestHost }, actor.userId, m);
      await writeAudit(tx, { ...audit, tenantId: req.tenant.id, entityId: actor.sessionId, after: { toMembershipId: m.membershipId, toTenantId: m.tenantId } });
      return r;
    });
    return { kind: "redirect", redirect };
  }

  const user = await findUserById(req.db, actor.userId);
  if (!user) throw fail.unauthenticated();
  const token = await req.db.transaction(async (tx) => {
    const s = await createSession(tx, { userId: actor.userId, tenantId: req.tenant.id, membershipId: m.membershipId, roleId: m.roleId, ip: req.ip, userAgent: req.userAgent });
    await revokeSession(tx, actor.sessionId);
    await writeAudit(tx, {
      ...audit,
      tenantId: req.tenant.id,
      entityId: actor.sessionId,
      before: { membershipId: actor.membershipId, roleId: actor.roleId },
      after: { membershipId: m.membershipId, roleId: m.roleId },
    });
    return s.token;
  });
  const next: Actor = {
    sessionId: "",
    userId: actor.userId,
    tenantId: req.tenant.id,
    membershipId: m.membershipId,
    roleId: m.roleId,
    companyId: m.companyId,
    branchId: m.branchId,
    email: user.email,
    name: user.name,
    permissions: effectivePermissions(req.tenant.permissions, m.roleId),
  };
  return { kind: "session", token, details: await loginUserDetails(req.db, next, req.tenant, token) };
}
