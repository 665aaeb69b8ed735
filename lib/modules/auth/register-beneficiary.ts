// Beneficiary self-registration (/users/register): always role 51, pending until the e-mail is verified.
import "server-only";
import { hashPassword } from "@/lib/server/auth/crypto";
import { consumeToken } from "@/lib/server/auth/one-time-token";
import { writeAudit } from "@/lib/server/audit/audit";
import { lockAddress } from "@/lib/server/auth/address-lock";
import { fail } from "@/lib/server/errors";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { ROLE } from "@/lib/shared/constants/roles";
import type { RegisterBody } from "./contract";
import { assertTenantOpen, fullName, invalidLink } from "./context";
import { claimAccountMail, sendAccountLink, tellExistingOwner } from "./links";
import { findUserByEmail, insertMembership, insertUser, updateUser } from "@/lib/server/auth/identity";
import { linkBeneficiaries } from "@/lib/modules/beneficiaries/service";
import { findBeneficiary, listTenantMembershipsOfUser } from "./repository";
import type { PublicContext } from "@/lib/server/context";

/**
 * The answer of a registration. It says nothing about who already has an account: without an
 * invitation proving the address, every registration answers exactly as for a new address (role 51,
 * status 3, verification required, passwordSet true) and the e-mail to the address says the rest
 * (verify, activate, or "you already have an account"). Only an invitation registration (the link
 * proved the address) may answer `passwordSet: false` (an account that keeps its own password) or 409.
 */
export type RegisterResult = {
  roleId: number;
  /** 1 when an invitation link proved the address, else 3 until /auth/verify-email (or activation). */
  statusId: number;
  emailVerificationRequired: boolean;
  /** False only for an invitation registration of an address that already had an account: its password stays as it was. */
  passwordSet: boolean;
};

const ANSWER_FOR_UNPROVEN: RegisterResult = { roleId: ROLE.BENEFICIARY, statusId: 3, emailVerificationRequired: true, passwordSet: true };

/**
 * The optional `token` is a beneficiary invitation: a one-time token of purpose "invitation" for
 * this tenant whose payload holds { beneficiaryId, email? }. When the registration uses the invited
 * address, the account is active at once; the invited beneficiary record is linked in any case.
 */
export async function registerBeneficiary(req: PublicContext, body: RegisterBody): Promise<RegisterResult> {
  await rateLimit(req.db, `register:${req.ip}`, 10, 15 * 60_000);
  // Per address too (whether it has an account or not), so the e-mails below cannot flood a mailbox.
  await rateLimit(req.db, `register-email:${body.email.toLowerCase()}`, 5, 15 * 60_000);
  assertTenantOpen(req);
  // Hashed whatever happens next, so an existing address does not answer faster than a new one.
  const passwordHash = await hashPassword(body.password);
  const out = await req.db.transaction(async (tx) => {
    // Concurrent registrations of one address wait for each other: the later ones find the first one's account.
    await lockAddress(tx, body.email);
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
    const verified = invitedEmail !== null && invitedEmail === body.email;

    let user = await findUserByEmail(tx, body.email);
    if (user) {
      const here = await listTenantMembershipsOfUser(tx, req.tenant.id, user.id);
      if (here.some((m) => m.roleId === body.roleId)) {
        if (verified) throw fail.conflict("An account with this e-mail already exists for this firm. Please sign in or reset your password");
        // Nothing to create; the caller gets the usual answer.
        const notified = await tellExistingOwner(tx, req, user, here.filter((m) => m.roleId === body.roleId));
        await writeAudit(tx, {
          tenantId: req.tenant.id,
          actorUserId: null,
          actorRoleId: null,
          action: "auth.register_beneficiary_existing",
          entityType: "user",
          entityId: user.id,
          after: { notified },
          ip: req.ip,
        });
        return ANSWER_FOR_UNPROVEN;
      }
    }
    const existingAccount = user !== null && Boolean(user.passwordHash);
    const passwordSet = !user;
    user ??= await insertUser(tx, {
      email: body.email,
      passwordHash,
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
    // Counted, so a concurrent or repeated registration of the address in the next minute sends nothing more.
    await claimAccountMail(tx, req.tenant.id, user.email);
    if (!user.passwordHash) {
      // An existing user who never chose a password (e.g. an invited contact) activates with a link.
      await sendAccountLink(tx, req, user, "activation", { membershipId: membership.id });
    } else if (!verified) {
      await sendAccountLink(tx, req, user, "email_verification", { existingAccount });
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
    if (!verified) return ANSWER_FOR_UNPROVEN;
    return { roleId: membership.roleId, statusId: membership.statusId, emailVerificationRequired: membership.statusId !== 1, passwordSet };
  });
  kickOutbox(req.db);
  return out;
}
