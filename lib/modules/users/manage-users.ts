// Firm user management: list, details, update (admins and the user's own profile), status.
import "server-only";
import type { Db } from "@/lib/server/db/client";
import { revokeMembershipSessions, type Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { ROLE } from "@/lib/shared/constants/roles";
import { MSG } from "@/lib/shared/validation/messages";
import { USER_STATUS, type ManageStatusBody, type UpdateUserBody, type UserDetails, type UserListBody, type UserListRow } from "./contract";
import { canGrantRole, canManage, inActorBranch, isBranchManager, isSelf, visibilityBranch } from "./policy";
import { can } from "@/lib/shared/permissions";
import { findUserById, updateMembership, updateUser } from "@/lib/server/auth/identity";
import { findBranch, findDuplicateMembership, findMember, listMembers, type MemberRow } from "./repository";
import { displayName, toDetails, toListRow } from "./service";
import type { ActorContext } from "@/lib/server/context";


export async function listUsers({ db, actor }: ActorContext, body: UserListBody): Promise<{ rows: UserListRow[]; total: number }> {
  const { rows, total } = await listMembers(db, actor.tenantId, {
    page: body.page,
    perpage: body.perpage,
    sortBy: body.sortBy,
    sortOrder: body.sortOrder,
    search: body.search || undefined,
    roleIds: body.filter.matcher.roleIds,
    statusIds: body.filter.matcher.statusIds,
    branchIds: body.filter.matcher.branchIds,
    scopeBranchId: visibilityBranch(actor),
  });
  return { rows: rows.map(toListRow), total };
}

/** A member the actor may see: the tenant's members (a branch manager: those of the branch). */
async function visibleMember(db: Db, actor: Actor, membershipId: string): Promise<MemberRow> {
  const m = await findMember(db, actor.tenantId, membershipId, visibilityBranch(actor));
  if (!m) throw fail.notFound("User");
  return m;
}

export async function userDetails({ db, actor }: ActorContext, id: string): Promise<UserDetails> {
  return toDetails(await visibleMember(db, actor, id));
}

async function checkBranch(db: Db, tenantId: string, branchId: string, key = "branchId"): Promise<void> {
  if (!(await findBranch(db, tenantId, branchId))) throw fail.validation({ [key]: MSG.invalid("Branch") });
}

export async function updateUserProfile(ctx: ActorContext, body: UpdateUserBody): Promise<UserDetails> {
  const { db, actor } = ctx;
  const target = await findMember(db, actor.tenantId, body.id, undefined);
  if (!target) throw fail.notFound("User");
  const self = isSelf(actor, target);
  if (!self) {
    if (!can(actor, "user.manage")) throw fail.forbidden("You can only change your own profile");
    // A member outside a branch manager's branch is "not found", like another tenant's.
    if (isBranchManager(actor.roleId) && !inActorBranch(actor, target)) throw fail.notFound("User");
    if (!canManage(actor, target)) throw fail.forbidden("You cannot change this user");
  }

  const roleChange = body.roleId !== undefined && body.roleId !== target.roleId;
  const branchChange = body.branchId !== undefined && body.branchId !== target.branchId;
  if (self && (roleChange || branchChange)) throw fail.forbidden("You cannot change your own role or branch");
  if (roleChange && target.companyId) throw fail.validation({ roleId: "The role of a client user cannot be changed here" });
  if (roleChange && !canGrantRole(actor.roleId, body.roleId!)) throw fail.forbidden("You cannot grant this role");

  const nextRole = body.roleId ?? target.roleId;
  const nextBranch = body.branchId === undefined ? target.branchId : body.branchId;
  if (branchChange && isBranchManager(actor.roleId) && nextBranch !== actor.branchId) {
    throw fail.forbidden("You can only manage users of your branch");
  }
  if (branchChange && nextBranch) await checkBranch(db, actor.tenantId, nextBranch);
  if (nextRole === ROLE.BRANCH_MANAGER && !nextBranch) throw fail.validation({ branchId: MSG.required("Branch") });
  if (roleChange || branchChange) {
    const dup = await findDuplicateMembership(db, actor.tenantId, { id: target.id, userId: target.userId, roleId: nextRole, companyId: target.companyId, branchId: nextBranch });
    if (dup) throw fail.conflict("This user already has that role in that branch");
  }

  const userPatch: Record<string, string | null> = {};
  for (const k of ["firstName", "middleName", "lastName", "phone", "phoneCountryCode"] as const) {
    if (body[k] !== undefined) userPatch[k] = body[k];
  }
  const nameChange = body.firstName !== undefined || body.middleName !== undefined || body.lastName !== undefined;
  if (nameChange) {
    userPatch.name = displayName(body.firstName ?? target.firstName, body.middleName === undefined ? target.middleName : body.middleName, body.lastName ?? target.lastName);
  }

  await db.transaction(async (tx) => {
    if (Object.keys(userPatch).length) await updateUser(tx, target.userId, userPatch);
    if (roleChange || branchChange) await updateMembership(tx, actor.tenantId, target.id, { roleId: nextRole, branchId: nextBranch });
    // Giving the old role back later must not revive the sessions signed in with it.
    if (roleChange) await revokeMembershipSessions(tx, target.id);
    const after = await findMember(tx, actor.tenantId, target.id, undefined);
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: roleChange ? "user.role_change" : "user.update",
      entityType: "membership",
      entityId: target.id,
      before: toDetails(target),
      after: after ? toDetails(after) : null,
      ip: ctx.ip,
    });
  });
  return toDetails((await findMember(db, actor.tenantId, target.id, undefined))!);
}

export async function manageStatus(ctx: ActorContext, body: ManageStatusBody): Promise<UserDetails> {
  const { db, actor } = ctx;
  const target = await findMember(db, actor.tenantId, body.id, visibilityBranch(actor));
  if (!target) throw fail.notFound("User");
  if (isSelf(actor, target)) throw fail.validation({ id: "You cannot change your own status" });
  if (!canManage(actor, target)) throw fail.forbidden("You cannot change this user");
  if (body.statusId === target.statusId) return toDetails(target);
  if (body.statusId === USER_STATUS.ACTIVE) {
    const user = await findUserById(db, target.userId);
    if (!user?.passwordHash) throw fail.conflict("This user has not activated the account yet. Ask them to use the activation e-mail");
  }
  await db.transaction(async (tx) => {
    await updateMembership(tx, actor.tenantId, target.id, { statusId: body.statusId });
    // Reactivating the user later must not revive the sessions of before the deactivation.
    if (body.statusId !== USER_STATUS.ACTIVE) await revokeMembershipSessions(tx, target.id);
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "user.status_change",
      entityType: "membership",
      entityId: target.id,
      before: { statusId: target.statusId },
      after: { statusId: body.statusId },
      ip: ctx.ip,
    });
  });
  return toDetails((await findMember(db, actor.tenantId, target.id, undefined))!);
}
