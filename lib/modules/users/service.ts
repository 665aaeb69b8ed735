// Membership provisioning shared with the tenants module (a firm's first admin), and the DTO
// mapping of member rows.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import { lockAddress } from "@/lib/server/auth/address-lock";
import { hashPassword, verifyPassword } from "@/lib/server/auth/crypto";
import { fail } from "@/lib/server/errors";
import { roleName, STAFF_ROLES } from "@/lib/shared/constants/roles";
import { userStatusName, USER_STATUS, type UserDetails, type UserListRow } from "./contract";
import { findUserByEmail, findUserById, insertMembership, insertUser, updateMembership, updateUser, type MembershipRow, type UserRow } from "@/lib/server/auth/identity";
import { findMembershipRow, membershipsOfUser, type MemberRow } from "./repository";

/** "Ana", "M.", "Silva" -> "Ana M. Silva". */
export function displayName(first?: string | null, middle?: string | null, last?: string | null): string {
  return [first, middle, last].map((s) => s?.trim()).filter(Boolean).join(" ");
}

/** "Dana J. Admin" -> first "Dana", last "J. Admin" (for a name typed in one field). */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? "", lastName: parts.length > 1 ? parts.slice(1).join(" ") : null };
}

type AddMemberInput = {
  tenantId: string;
  email: string;
  firstName: string;
  middleName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  phoneCountryCode?: string | null;
  roleId: number;
  branchId?: string | null;
  companyId?: string | null;
  /** Status of the new membership; by default active for people who already have a password, else pending. */
  statusId?: number;
};

type AddMemberResult = { user: UserRow; membership: MembershipRow; newUser: boolean; hasPassword: boolean };

/**
 * Give a person (found by e-mail, or created without a password) a membership in the tenant.
 * A person who already has a staff membership in the tenant is a 409.
 */
export async function addMember(tx: Executor, input: AddMemberInput): Promise<AddMemberResult> {
  // Concurrent additions of one address wait for each other: the later ones find the first one's member (409).
  await lockAddress(tx, input.email);
  let user = await findUserByEmail(tx, input.email);
  const newUser = !user;
  if (!user) {
    user = await insertUser(tx, {
      email: input.email.trim().toLowerCase(),
      name: displayName(input.firstName, input.middleName, input.lastName),
      firstName: input.firstName,
      middleName: input.middleName ?? null,
      lastName: input.lastName ?? null,
      phone: input.phone ?? null,
      phoneCountryCode: input.phoneCountryCode ?? null,
    });
  } else {
    const existing = await membershipsOfUser(tx, input.tenantId, user.id);
    if (existing.some((m) => STAFF_ROLES.includes(m.roleId))) throw fail.conflict("A user with this e-mail already belongs to this firm");
  }
  const hasPassword = user.passwordHash !== null;
  const membership = await insertMembership(tx, {
    tenantId: input.tenantId,
    userId: user.id,
    roleId: input.roleId,
    branchId: input.branchId ?? null,
    companyId: input.companyId ?? null,
    statusId: input.statusId ?? (hasPassword ? USER_STATUS.ACTIVE : USER_STATUS.PENDING),
  });
  return { user, membership, newUser, hasPassword };
}

/**
 * Activate a pending membership from an e-mailed link. A person without a password sets `password`;
 * a person who already has one (an account in another firm) confirms it with that same password.
 */
export async function activateMember(
  tx: Executor,
  input: { tenantId: string; membershipId: string; password: string; phone?: string | null; phoneCountryCode?: string | null },
): Promise<{ user: UserRow; membership: MembershipRow; passwordSet: boolean }> {
  const membership = await findMembershipRow(tx, input.tenantId, input.membershipId);
  if (!membership) throw fail.badRequest("This link is invalid or has expired. Please request a new one");
  const user = await findUserById(tx, membership.userId);
  if (!user) throw fail.badRequest("This link is invalid or has expired. Please request a new one");
  const patch: Partial<typeof user> = { emailVerifiedAt: user.emailVerifiedAt ?? new Date(), registrationCompleted: true };
  let passwordSet = false;
  if (user.passwordHash) {
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw fail.validation({ password: "This e-mail already has an account: enter its current password" });
    }
  } else {
    patch.passwordHash = await hashPassword(input.password);
    patch.passwordUpdated = true;
    passwordSet = true;
  }
  if (input.phone) patch.phone = input.phone;
  if (input.phoneCountryCode) patch.phoneCountryCode = input.phoneCountryCode;
  const updated = await updateUser(tx, user.id, patch);
  const active = (await updateMembership(tx, input.tenantId, membership.id, { statusId: USER_STATUS.ACTIVE }))!;
  return { user: updated, membership: active, passwordSet };
}

export function toListRow(m: MemberRow): UserListRow {
  return {
    id: m.id,
    userId: m.userId,
    name: m.name,
    email: m.email,
    phone: m.phone,
    roleId: m.roleId,
    roleName: roleName(m.roleId),
    statusId: m.statusId,
    statusName: userStatusName(m.statusId),
    branchId: m.branchId,
    branchName: m.branchName,
    companyName: m.companyName,
    createdAt: m.createdAt.toISOString(),
  };
}

export function toDetails(m: MemberRow): UserDetails {
  return {
    ...toListRow(m),
    firstName: m.firstName,
    middleName: m.middleName,
    lastName: m.lastName,
    phoneCountryCode: m.phoneCountryCode,
    profilePicture: m.profilePicture,
    companyId: m.companyId,
    updatedAt: m.updatedAt.toISOString(),
  };
}
