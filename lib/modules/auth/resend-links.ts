// Re-send the link a pending account waits for (verification, activation, invitation) and the
// activation key of a firm that is not active yet. The answer never tells whether the address exists.
import "server-only";
import { issueToken } from "@/lib/server/auth/one-time-token";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import type { EmailBody } from "./contract";
import { tenantActivationMail } from "./emails";
import { sendPendingAccountLink } from "./links";
import { findUserByEmail } from "@/lib/server/auth/identity";
import { revokeTenantTokens } from "@/lib/server/auth/one-time-token";
import { findPendingTenantAdmins, listTenantMembershipsOfUser } from "./repository";
import type { PublicContext } from "@/lib/server/context";
import type { HostContext } from "@/lib/server/context";

const WINDOW = 15 * 60_000;

async function limitLinkRequests(db: Executor, ip: string, email: string): Promise<void> {
  await rateLimit(db, `account-link:${ip}:${email}`, 5, WINDOW);
  await rateLimit(db, `account-link-ip:${ip}`, 50, WINDOW);
}

/**
 * /users/resend-verify-link and /auth/request-activation-email: both send whichever link the
 * account of this firm is waiting for (a new token; older ones of that purpose are revoked).
 */
export async function resendAccountLink(req: PublicContext, body: EmailBody, requested: "verification" | "activation"): Promise<void> {
  await limitLinkRequests(req.db, req.ip, body.email);
  const sent = await req.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, body.email);
    if (!user) return null;
    const purpose = await sendPendingAccountLink(tx, req, user, await listTenantMembershipsOfUser(tx, req.tenant.id, user.id));
    if (purpose) {
      await writeAudit(tx, {
        tenantId: req.tenant.id,
        actorUserId: user.id,
        action: "auth.resend_link",
        entityType: "user",
        entityId: user.id,
        after: { requested, sent: purpose },
        ip: req.ip,
      });
    }
    return purpose;
  });
  if (sent) kickOutbox(req.db);
}

/** The firm's screen where the admin activates the firm with the key (`/tenant/register`, tenants module). */
export const TENANT_ACTIVATION_PATH = "/app/public/account-activation";


/**
 * /auth/request-activation-key: a firm still pending activation (status 3) whose pending admin has
 * this e-mail gets a new activation key (purpose tenant_activation, 7 days, payload.membershipId as
 * `/tenant/register` expects); older keys stop working. On a firm's sub-domain only that firm is
 * considered; on the bare host every pending firm of that admin.
 */
export async function requestActivationKey(req: HostContext, body: EmailBody): Promise<void> {
  await limitLinkRequests(req.db, req.ip, body.email);
  const count = await req.db.transaction(async (tx) => {
    const pending = await findPendingTenantAdmins(tx, body.email, req.tenant?.id);
    for (const { tenant: t, userId, userName, membershipId } of pending) {
      await revokeTenantTokens(tx, t.id, "tenant_activation");
      const key = await issueToken(tx, { purpose: "tenant_activation", tenantId: t.id, userId, payload: { membershipId } });
      const url = tenantUrl(t.slug, `${TENANT_ACTIVATION_PATH}?token=${encodeURIComponent(key)}`);
      const mail = tenantActivationMail({ tenantName: t.name, name: t.adminName ?? userName, link: url });
      await enqueueMail(tx, { tenantId: t.id, to: body.email, ...mail });
      await writeAudit(tx, {
        tenantId: t.id,
        actorUserId: userId,
        action: "auth.request_activation_key",
        entityType: "tenant",
        entityId: t.id,
        after: { email: body.email, membershipId },
        ip: req.ip,
      });
    }
    return pending.length;
  });
  if (count > 0) kickOutbox(req.db);
}
