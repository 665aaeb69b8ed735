// A firm's admin opens the e-mailed activation link on the firm's host: the firm, the admin's
// membership and password become active. The key works once.
import "server-only";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { consumeToken } from "@/lib/server/auth/one-time-token";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { activateMember } from "@/lib/modules/users/service";
import { TENANT_STATUS, type RegisterTenantBody } from "./contract";
import { updateTenant } from "@/lib/server/tenancy/tenant-writes";
import type { PublicContext } from "@/lib/server/context";


const invalidKey = () => fail.badRequest("This link is invalid or has expired. Please request a new one");

export async function registerTenant(ctx: PublicContext, body: RegisterTenantBody): Promise<{ activated: true; email: string; loginUrl: string }> {
  const { db, tenant } = ctx;
  await rateLimit(db, `tenant-register:${ctx.ip}`, 20, 15 * 60_000);
  if (tenant.statusId !== TENANT_STATUS.PENDING) throw invalidKey();
  const email = await db.transaction(async (tx) => {
    // Consumed inside the transaction: a refused password rolls the use back and the link still works.
    const t = await consumeToken(tx, body.token, "tenant_activation");
    if (t.tenantId !== tenant.id || typeof t.payload.membershipId !== "string") throw invalidKey();
    const { user, membership, passwordSet } = await activateMember(tx, {
      tenantId: tenant.id,
      membershipId: t.payload.membershipId,
      password: body.password,
      phone: body.phone,
      phoneCountryCode: body.phoneCountryCode,
    });
    if (membership.userId !== t.userId) throw invalidKey();
    const after = await updateTenant(tx, tenant.id, {
      statusId: TENANT_STATUS.ACTIVE,
      phone: tenant.phone ?? body.phone ?? null,
      phoneCountryCode: tenant.phoneCountryCode ?? body.phoneCountryCode ?? null,
    });
    await writeAudit(tx, {
      tenantId: tenant.id,
      actorUserId: user.id,
      actorRoleId: membership.roleId,
      action: "tenant.register",
      entityType: "tenant",
      entityId: tenant.id,
      before: { statusId: tenant.statusId, membershipStatusId: TENANT_STATUS.PENDING },
      after: { statusId: after.statusId, membershipId: membership.id, membershipStatusId: membership.statusId, passwordSet },
      ip: ctx.ip,
    });
    return user.email;
  });
  return { activated: true, email, loginUrl: tenantUrl(tenant.slug, "/app/login") };
}
