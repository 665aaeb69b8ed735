// Self-registration of a client company on a firm's sub-domain, and the approval check of its contact.
import "server-only";
import { hashPassword } from "@/lib/server/auth/crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { ROLE } from "@/lib/shared/constants/roles";
import type { CompanyApproval, EmailBody, SignupBody } from "./contract";
import { assertTenantOpen, fullName, link } from "./context";
import { signupReceivedMail } from "./emails";
import { sendAccountLink } from "./links";
import {
  findCompanyByFein,
  findPetitionerCompaniesByEmail,
  findUserByEmail,
  insertCompany,
  insertMembership,
  insertUser,
  listTenantMembershipsOfUser,
} from "./repository";
import type { PublicContext } from "@/lib/server/context";

/** company_status master data. */
const COMPANY_ACTIVE = 1;
const COMPANY_PENDING_APPROVAL = 3;
const MEMBERSHIP_PENDING = 3;

export type SignupResult = {
  companyId: string;
  userId: string;
  companyStatusId: number;
  /** False when the e-mail belongs to an existing user: their password stays as it was. */
  passwordSet: boolean;
};

export async function signup(req: PublicContext, body: SignupBody): Promise<SignupResult> {
  rateLimit(`signup:${req.ip}`, 10, 15 * 60_000);
  assertTenantOpen(req);
  const { company: c, contact } = body;
  const out = await req.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, contact.email);
    if (user && (await listTenantMembershipsOfUser(tx, req.tenant.id, user.id)).length > 0) {
      throw fail.conflict("An account with this e-mail already exists for this firm. Please sign in or reset your password");
    }
    if (c.feiNumber && (await findCompanyByFein(tx, req.tenant.id, c.feiNumber))) {
      throw fail.conflict("A company with this FEIN is already registered with this firm");
    }
    const company = await insertCompany(tx, {
      tenantId: req.tenant.id,
      name: c.name,
      feiNumber: c.feiNumber ?? null,
      email: c.email,
      phone: c.phone,
      phoneCountryCode: c.phoneCountryCode ?? null,
      statusId: COMPANY_PENDING_APPROVAL,
      registrationCompleted: false,
    });
    const passwordSet = !user;
    user ??= await insertUser(tx, {
      email: contact.email,
      passwordHash: await hashPassword(contact.password),
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
    return { companyId: company.id, userId: user.id, companyStatusId: company.statusId, passwordSet };
  });
  kickOutbox(req.db);
  return out;
}

/**
 * Whether the company of a petitioner contact is approved. An unknown address answers the same
 * shape ({ approved: false, statusId: null }); with several companies, an approved one wins,
 * otherwise the newest one's status is given.
 */
export async function checkCompanyApproval(req: PublicContext, body: EmailBody): Promise<CompanyApproval> {
  rateLimit(`company-approval:${req.ip}`, 30, 15 * 60_000);
  const rows = await findPetitionerCompaniesByEmail(req.db, req.tenant.id, body.email);
  if (rows.length === 0) return { approved: false, statusId: null };
  const approved = rows.find((r) => r.statusId === COMPANY_ACTIVE);
  return approved ? { approved: true, statusId: COMPANY_ACTIVE } : { approved: false, statusId: rows[0].statusId };
}
