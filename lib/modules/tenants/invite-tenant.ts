// The platform admin invites a firm: the tenant (pending), its admin (pending, no password) and an
// e-mailed activation key; the key can be sent again while the firm is pending.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import { tenantUrl, type TenantRow } from "@/lib/server/tenancy/tenant";
import { issueToken } from "@/lib/server/auth/one-time-token";
import { writeAudit } from "@/lib/server/audit/audit";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { fail } from "@/lib/server/errors";
import { DEFAULT_PERMISSIONS, ROLE } from "@/lib/shared/constants/roles";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { addMember, splitName } from "@/lib/modules/users/service";
import { TENANT_STATUS, type InviteTenantBody } from "./contract";
import { toTenantDto, type TenantDto } from "./dto";
import { revokeTenantTokens } from "@/lib/server/auth/one-time-token";
import { insertTenant } from "@/lib/server/tenancy/tenant-writes";
import { findPendingAdmins, findTenantById, slugTaken } from "./repository";
import type { ActorContext } from "@/lib/server/context";


export const TENANT_ACTIVATION_PATH = "/app/public/account-activation";
const SLUG_TAKEN = "This sub-domain is already taken";

async function sendActivationKey(
  tx: Executor,
  ctx: ActorContext,
  tenant: TenantRow,
  admin: { userId: string; membershipId: string; email: string; name: string },
): Promise<void> {
  await revokeTenantTokens(tx, tenant.id, "tenant_activation");
  const token = await issueToken(tx, { purpose: "tenant_activation", userId: admin.userId, tenantId: tenant.id, payload: { membershipId: admin.membershipId } });
  const link = tenantUrl(tenant.slug, `${TENANT_ACTIVATION_PATH}?token=${encodeURIComponent(token)}`);
  await enqueueMail(tx, {
    tenantId: tenant.id,
    to: admin.email,
    subject: `Activate ${tenant.name} on Immigration Case Manager`,
    text:
      `Hello ${admin.name},\n\n${tenant.name} has been set up for you. Activate the firm and choose your password:\n` +
      `${link}\n\nThe link expires in 7 days. Your firm's address will be ${tenantUrl(tenant.slug, "/app/login")}\n`,
    template: "tenant_activation",
  });
}

export async function inviteTenant(ctx: ActorContext, body: InviteTenantBody): Promise<TenantDto & { adminUserId: string; adminMembershipId: string }> {
  const { db, actor } = ctx;
  if (await slugTaken(db, body.slug)) throw fail.conflict(SLUG_TAKEN);
  const out = await db
    .transaction(async (tx) => {
      const tenant = await insertTenant(tx, {
        slug: body.slug,
        name: body.name,
        typeId: body.typeId,
        statusId: TENANT_STATUS.PENDING,
        adminName: body.adminName,
        adminEmail: body.adminEmail,
        permissions: DEFAULT_PERMISSIONS,
      });
      const { firstName, lastName } = splitName(body.adminName);
      const { user, membership } = await addMember(tx, {
        tenantId: tenant.id,
        email: body.adminEmail,
        firstName,
        lastName,
        roleId: ROLE.ADMIN,
        statusId: TENANT_STATUS.PENDING,
      });
      await sendActivationKey(tx, ctx, tenant, { userId: user.id, membershipId: membership.id, email: user.email, name: body.adminName });
      await writeAudit(tx, {
        tenantId: tenant.id,
        actorUserId: actor.userId,
        actorRoleId: actor.roleId,
        action: "tenant.invite",
        entityType: "tenant",
        entityId: tenant.id,
        after: { slug: tenant.slug, name: tenant.name, typeId: tenant.typeId, adminEmail: tenant.adminEmail, adminUserId: user.id, adminMembershipId: membership.id },
        ip: ctx.ip,
      });
      return { tenant, userId: user.id, membershipId: membership.id };
    })
    .catch((err: unknown) => {
      // Two invitations of the same slug at once: the second insert hits the unique index.
      if (isUniqueViolation(err)) throw fail.conflict(SLUG_TAKEN);
      throw err;
    });
  kickOutbox(db);
  return { ...toTenantDto(out.tenant), adminUserId: out.userId, adminMembershipId: out.membershipId };
}

export async function resendActivationKey(ctx: ActorContext, tenantId: string): Promise<{ sentTo: string }> {
  const { db, actor } = ctx;
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw fail.notFound("Firm");
  if (tenant.statusId !== TENANT_STATUS.PENDING) throw fail.conflict("This firm is already activated");
  const [admin] = await findPendingAdmins(db, tenant.id);
  if (!admin) throw fail.conflict("This firm has no admin waiting for activation");
  await db.transaction(async (tx) => {
    await sendActivationKey(tx, ctx, tenant, { ...admin, name: tenant.adminName ?? admin.name });
    await writeAudit(tx, {
      tenantId: tenant.id,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "tenant.resend_activation",
      entityType: "tenant",
      entityId: tenant.id,
      after: { to: admin.email, membershipId: admin.membershipId },
      ip: ctx.ip,
    });
  });
  kickOutbox(db);
  return { sentTo: admin.email };
}
