// Beneficiary self-registration (/users/register): always role 51, pending until the e-mail is verified.
import "server-only";
import { hashPassword } from "@/lib/server/auth/crypto";
import { consumeToken } from "@/lib/server/auth/one-time-token";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { kickOutbox } from "@/lib/server/mail/outbox";
import type { RegisterBody } from "./contract";
import { assertTenantOpen, fullName, invalidLink } from "./context";
import { sendAccountLink } from "./links";
import {
  findBeneficiary,
  findUserByEmail,
  insertMembership,
  insertUser,
  linkBeneficiaries,
  listTenantMembershipsOfUser,
  updateUser,
} from "./repository";
import type { PublicContext } from "@/lib/server/context";

export type RegisterResult = {
  userId: string;
  membershipId: string;
  roleId: number;
  /** 1 when an invitation link proved the address, else 3 until /auth/verify-email (or activation). */
  statusId: number;
  emailVerificationRequired: boolean;
  linkedBeneficiaryIds: string[];
  /** False when the e-mail belongs to an existing user: their password stays as it was. */
  passwordSet: boolean;
};

/**
 * The optional `token` is a beneficiary invitation: a one-time token of purpose "invitation" for
 * this tenant whose payload holds { beneficiaryId, email? }. When the registration uses the invited
 * address, the account is active at once; the invited beneficiary record is linked in any case.
 */
export async function registerBeneficiary(req: PublicContext, body: RegisterBody): Promise<RegisterResult> {
  rateLimit(`register:${req.ip}`, 10, 15 * 60_000);
  assertTenantOpen(req);
  const out = await req.db.transaction(async (tx) => {
    let invitedBeneficiaryId: string | null = null;
    let invitedEmail: string | null = null;
    if (body.token) {
      const t = await consumeToken(tx, body.token, "invitation");
      const beneficiaryId = typeof t.payload.beneficiaryId === "string" ? t.payload.beneficiaryId : null;
      if (t.tenantId !== req.tenant.id || !beneficiaryId) throw invalidLink();
      const b = await findBeneficiary(tx, req.tenant.id, beneficiaryId);
      if (!b || b.userId) throw invalidLink();
      invitedBeneficiaryId = b.id;
      const e = typeof t.payload.email === "string" ? t.payload.email : b.email;
      invitedEmail = e ? e.toLowerCase() : null;
    }

    let user = await findUserByEmail(tx, body.email);
    if (user) {
      const here = await listTenantMembershipsOfUser(tx, req.tenant.id, user.id);
      if (here.some((m) => m.roleId === body.roleId)) {
        throw fail.conflict("An account with this e-mail already exists for this firm. Please sign in or reset your password");
      }
    }
    const verified = invitedEmail !== null && invitedEmail === body.email;
    const passwordSet = !user;
    user ??= await insertUser(tx, {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      name: fullName(body.firstName, body.lastName),
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone ?? null,
      phoneCountryCode: body.phoneCountryCode ?? null,
      passwordUpdated: true,
      emailVerifiedAt: verified ? new Date() : null,
    });
    if (verified && !user.emailVerifiedAt) user = await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
    const membership = await insertMembership(tx, {
      tenantId: req.tenant.id,
      userId: user.id,
      roleId: body.roleId,
      statusId: verified && user.passwordHash ? 1 : 3,
    });
    const linked = await linkBeneficiaries(tx, req.tenant.id, user.id, invitedBeneficiaryId ? { id: invitedBeneficiaryId } : { email: body.email });
    if (!user.passwordHash) {
      // An existing user who never chose a password (e.g. an invited contact) activates with a link.
      await sendAccountLink(tx, req, user, "activation", { membershipId: membership.id });
    } else if (!verified) {
      await sendAccountLink(tx, req, user, "email_verification");
    }
    await writeAudit(tx, {
      tenantId: req.tenant.id,
      actorUserId: user.id,
      actorRoleId: body.roleId,
      action: "auth.register_beneficiary",
      entityType: "membership",
      entityId: membership.id,
      after: { membership, linkedBeneficiaryIds: linked, userCreated: passwordSet, viaInvitation: invitedBeneficiaryId !== null },
      ip: req.ip,
    });
    return {
      userId: user.id,
      membershipId: membership.id,
      roleId: membership.roleId,
      statusId: membership.statusId,
      emailVerificationRequired: membership.statusId !== 1,
      linkedBeneficiaryIds: linked,
      passwordSet,
    };
  });
  kickOutbox(req.db);
  return out;
}
