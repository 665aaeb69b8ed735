// An admin adds a staff user: a new person gets a pending membership and an activation link; a person
// who already has an account (in another firm) gets an active membership and a notice, no new password.
import "server-only";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { issueToken } from "@/lib/server/auth/one-time-token";
import { writeAudit } from "@/lib/server/audit/audit";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { fail } from "@/lib/server/errors";
import { ROLE, roleName } from "@/lib/shared/constants/roles";
import { MSG } from "@/lib/shared/validation/messages";
import type { CreateUserBody, UserDetails } from "./contract";
import { canGrantRole, isBranchManager } from "./policy";
import { findBranch, findMember } from "./repository";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { addMember, toDetails } from "./service";
import type { ActorContext } from "@/lib/server/context";


export const ACTIVATE_USER_PATH = "/app/public/activate-user-account";

export async function createUser(ctx: ActorContext, body: CreateUserBody): Promise<UserDetails> {
  const { db, actor, tenant } = ctx;
  if (!canGrantRole(actor.roleId, body.roleId)) throw fail.forbidden("You cannot grant this role");
  let branchId = body.branchId ?? null;
  if (isBranchManager(actor.roleId)) {
    if (branchId && branchId !== actor.branchId) throw fail.forbidden("You can only manage users of your branch");
    branchId = actor.branchId;
  }
  if (branchId && !(await findBranch(db, tenant.id, branchId))) throw fail.validation({ branchId: MSG.invalid("Branch") });
  if (body.roleId === ROLE.BRANCH_MANAGER && !branchId) throw fail.validation({ branchId: MSG.required("Branch") });

  const membershipId = await db
    .transaction(async (tx) => {
      const added = await addMember(tx, {
        tenantId: tenant.id,
        email: body.email,
        firstName: body.firstName,
        middleName: body.middleName,
        lastName: body.lastName,
        phone: body.phone,
        phoneCountryCode: body.phoneCountryCode,
        roleId: body.roleId,
        branchId,
      });
      const { user, membership } = added;
      const greeting = `Hello ${user.name},\n\n${actor.name} added you to ${tenant.name} as ${roleName(body.roleId)}.`;
      if (added.hasPassword) {
        const link = tenantUrl(tenant.slug, "/app/login");
        await enqueueMail(tx, {
          tenantId: tenant.id,
          to: user.email,
          subject: `You were added to ${tenant.name}`,
          text: `${greeting}\n\nSign in with your existing password and choose ${tenant.name}:\n${link}\n`,
          template: "user_added_existing",
        });
      } else {
        const token = await issueToken(tx, { purpose: "activation", userId: user.id, tenantId: tenant.id, payload: { membershipId: membership.id } });
        const link = tenantUrl(tenant.slug, `${ACTIVATE_USER_PATH}?token=${encodeURIComponent(token)}`);
        await enqueueMail(tx, {
          tenantId: tenant.id,
          to: user.email,
          subject: `Activate your ${tenant.name} account`,
          text: `${greeting}\n\nActivate your account and choose a password:\n${link}\n\nThe link expires in 7 days.\n`,
          template: "user_activation",
        });
      }
      await writeAudit(tx, {
        tenantId: tenant.id,
        actorUserId: actor.userId,
        actorRoleId: actor.roleId,
        action: "user.create",
        entityType: "membership",
        entityId: membership.id,
        after: { userId: user.id, email: user.email, roleId: membership.roleId, branchId: membership.branchId, statusId: membership.statusId, newUser: added.newUser },
        ip: ctx.ip,
      });
      return membership.id;
    })
    .catch((err: unknown) => {
      // Two admins adding the same new e-mail at once: the second insert hits the unique index.
      if (isUniqueViolation(err)) throw fail.conflict("A user with this e-mail already belongs to this firm");
      throw err;
    });
  kickOutbox(db);
  return toDetails((await findMember(db, tenant.id, membershipId))!);
}
