// E-mail verification from the link sent at signup, beneficiary registration or on request.
import "server-only";
import { consumeToken } from "@/lib/server/auth/one-time-token";
import { writeAudit } from "@/lib/server/audit/audit";
import type { TokenBody } from "./contract";
import { invalidLink } from "./context";
import { awaitingApproval } from "./links";
import { findUserById, setMembershipStatus, updateUser } from "@/lib/server/auth/identity";
import { listTenantMembershipsOfUser } from "./repository";
import type { PublicContext } from "@/lib/server/context";

export type VerifyEmailResult = {
  emailVerified: true;
  /** Accounts of this firm that became active. */
  activatedMembershipIds: string[];
  /** A petitioner company registration still waits for the firm's approval. */
  awaitingApproval: boolean;
};

/**
 * Marks the address verified (single use). Pending accounts of this firm that only waited for it
 * become active; a self-registered petitioner stays pending until the firm approves the company.
 */
export async function verifyEmail(req: PublicContext, body: TokenBody): Promise<VerifyEmailResult> {
  return req.db.transaction(async (tx) => {
    const t = await consumeToken(tx, body.token, "email_verification");
    if (t.tenantId !== req.tenant.id || !t.userId) throw invalidLink();
    const user = await findUserById(tx, t.userId);
    if (!user) throw invalidLink();
    const verifiedAt = user.emailVerifiedAt ?? new Date();
    if (!user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: verifiedAt });
    const pending = (await listTenantMembershipsOfUser(tx, req.tenant.id, user.id)).filter((m) => m.statusId === 3);
    const ready = pending.filter((m) => !awaitingApproval(m) && user.passwordHash);
    const activated = await setMembershipStatus(tx, req.tenant.id, ready.map((m) => m.membershipId), 1);
    await writeAudit(tx, {
      tenantId: req.tenant.id,
      actorUserId: user.id,
      action: "auth.verify_email",
      entityType: "user",
      entityId: user.id,
      before: { emailVerifiedAt: user.emailVerifiedAt },
      after: { emailVerifiedAt: verifiedAt, activatedMembershipIds: activated },
      ip: req.ip,
    });
    return { emailVerified: true as const, activatedMembershipIds: activated, awaitingApproval: pending.some(awaitingApproval) };
  });
}
