// Self-registration of a client company on a firm's sub-domain, and the approval check of its contact.
import "server-only";
import { hashPassword } from "@/lib/server/auth/crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import { lockAddress } from "@/lib/server/auth/address-lock";
import { conflictOnDuplicate } from "@/lib/server/db/errors";
import { fail } from "@/lib/server/errors";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { ROLE } from "@/lib/shared/constants/roles";
import type { CompanyApproval, CredentialsBody, SignupBody } from "./contract";
import { assertTenantOpen, fullName, link } from "./context";
import { signupReceivedMail } from "./emails";
import { claimAccountMail, sendAccountLink, tellExistingOwner } from "./links";
import { passwordUser } from "./login";
import { findUserByEmail, insertMembership, insertUser } from "@/lib/server/auth/identity";
import { createClientRecord } from "@/lib/modules/companies/service";
import { findCompanyByFein, findPetitionerCompaniesByEmail, listTenantMembershipsOfUser } from "./repository";
import type { PublicContext } from "@/lib/server/context";

/** company_status master data. */
const COMPANY_ACTIVE = 1;
const COMPANY_PENDING_APPROVAL = 3;
const MEMBERSHIP_PENDING = 3;
const FEIN_TAKEN = "A company with this FEIN is already registered with this firm";

/**
 * The answer of a registration. It says nothing about who already has an account (no enumeration):
 * every accepted registration answers the same — the company waits for the firm's approval and the
 * address must be verified — and the e-mail to the address says the rest (verify; "you already have an
 * account here"; or, for a user of another firm, that their existing password stays).
 */
export type SignupResult = {
  companyStatusId: number;
  emailVerificationRequired: true;
};

const ANSWER: SignupResult = { companyStatusId: COMPANY_PENDING_APPROVAL, emailVerificationRequired: true };

export async function signup(req: PublicContext, body: SignupBody): Promise<SignupResult> {
  await rateLimit(req.db, `signup:${req.ip}`, 10, 15 * 60_000);
  // Per address too (whether it has an account or not), so the e-mails below cannot flood a mailbox.
  await rateLimit(req.db, `signup-email:${body.contact.email.toLowerCase()}`, 5, 15 * 60_000);
  assertTenantOpen(req);
  const { company: c, contact } = body;
  // Hashed whatever happens next, so an existing address does not answer faster than a new one.
  const passwordHash = await hashPassword(contact.password);
  await req.db.transaction(async (tx) => {
    // Concurrent sign-ups of one address wait for each other: the later ones find the first one's account.
    await lockAddress(tx, contact.email);
    let user = await findUserByEmail(tx, contact.email);
    const here = user ? await listTenantMembershipsOfUser(tx, req.tenant.id, user.id) : [];
    if (user && here.length > 0) {
      // Nothing to create; the caller gets the usual answer.
      const notified = await tellExistingOwner(tx, req, user, here);
      await writeAudit(tx, {
        tenantId: req.tenant.id,
        actorUserId: null,
        actorRoleId: null,
        action: "auth.signup_existing",
        entityType: "user",
        entityId: user.id,
        after: { notified },
        ip: req.ip,
      });
      return;
    }
    if (c.feiNumber && (await findCompanyByFein(tx, req.tenant.id, c.feiNumber))) throw fail.conflict(FEIN_TAKEN);
    // Two sign-ups of one FEIN with different addresses at once: the second insert hits the unique index.
    const company = await conflictOnDuplicate(
      () =>
        createClientRecord(tx, {
          tenantId: req.tenant.id,
          name: c.name,
          feiNumber: c.feiNumber ?? null,
          email: c.email,
          phone: c.phone,
          phoneCountryCode: c.phoneCountryCode ?? null,
          statusId: COMPANY_PENDING_APPROVAL,
          registrationCompleted: false,
        }),
      FEIN_TAKEN,
    );
    const passwordSet = !user;
    user ??= await insertUser(tx, {
      email: contact.email,
      passwordHash,
      name: fullName(contact.firstName, contact.lastName),
      firstName: contact.firstName,
      lastName: contact.lastName,
      passwordUpdated: true,
    });
    const membership = await insertMembership(tx, {
      tenantId: req.tenant.id,
      userId: user.id,
      roleId: ROLE.PETITIONER,
      companyId: company.id,
      statusId: MEMBERSHIP_PENDING,
    });
    // Counted, so a concurrent or repeated sign-up of the address in the next minute sends nothing more.
    await claimAccountMail(tx, req.tenant.id, user.email);
    await sendAccountLink(tx, req, user, "email_verification");
    if (req.tenant.adminEmail) {
      const mail = signupReceivedMail({
        tenantName: req.tenant.name,
        companyName: company.name,
        contactName: user.name,
        contactEmail: user.email,
        link: link(req, "/app/employers"),
      });
      await enqueueMail(tx, { tenantId: req.tenant.id, to: req.tenant.adminEmail, ...mail });
    }
    await writeAudit(tx, {
      tenantId: req.tenant.id,
      actorUserId: user.id,
      actorRoleId: ROLE.PETITIONER,
      action: "auth.signup",
      entityType: "company",
      entityId: company.id,
      after: { company, membership, userCreated: passwordSet },
      ip: req.ip,
    });
  });
  kickOutbox(req.db);
  return ANSWER;
}

/**
 * Whether the company of a petitioner contact is approved, told only to the contact: the password is checked
 * first, as the sign-in does (passwordUser: the same throttling and failure counts, and a dummy hash for an
 * unknown address), so an unknown address and a known one with a wrong password answer the same 401 and the
 * call says nothing about who is a client. With several companies, an approved one wins, otherwise the newest
 * one's status is given; an account without a company in this firm answers { approved: false, statusId: null }.
 */
export async function checkCompanyApproval(req: PublicContext, body: CredentialsBody): Promise<CompanyApproval> {
  await rateLimit(req.db, `company-approval:${req.ip}`, 30, 15 * 60_000);
  const user = await passwordUser(req, body.email.toLowerCase(), body.password);
  const rows = await findPetitionerCompaniesByEmail(req.db, req.tenant.id, user.email);
  if (rows.length === 0) return { approved: false, statusId: null };
  const approved = rows.find((r) => r.statusId === COMPANY_ACTIVE);
  return approved ? { approved: true, statusId: COMPANY_ACTIVE } : { approved: false, statusId: rows[0].statusId };
}
