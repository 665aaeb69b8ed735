// Firm staff invite a client: a company, its contact (no password yet) and a pending petitioner account.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import { lockAddress } from "@/lib/server/auth/address-lock";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { ROLE } from "@/lib/shared/constants/roles";
import { createClientRecord } from "@/lib/modules/companies/service";
import type { InvitePetitionerBody, InviteResult } from "@/lib/modules/companies/contract";
import { fullName } from "./context";
import { awaitingApproval, claimAccountMail, sendAccountLink } from "./links";
import { findUserByEmail, insertMembership, insertUser } from "@/lib/server/auth/identity";
import { listTenantMembershipsOfUser } from "./repository";
import type { ActorContext } from "@/lib/server/context";

const INVITED_RECENTLY = "An invitation was sent to this address less than a minute ago. Please wait a minute before sending it again";

export async function invitePetitioner(ctx: ActorContext, body: InvitePetitionerBody): Promise<InviteResult> {
  const { actor } = ctx;
  const out = await ctx.db.transaction(async (tx) => {
    // Concurrent invitations of one address wait for each other: the later ones see the first one's invitee.
    await lockAddress(tx, body.email);
    let user = await findUserByEmail(tx, body.email);
    const existing = user
      ? (await listTenantMembershipsOfUser(tx, ctx.tenant.id, user.id)).filter((m) => m.roleId === ROLE.PETITIONER)
      : [];
    if (existing.some((m) => m.statusId === 1)) throw fail.conflict("This client is already an active member of the firm");
    if (existing.some((m) => m.statusId === 2)) throw fail.conflict("This client's account is inactive. Reactivate it from the users list");
    if (existing.some(awaitingApproval)) throw fail.conflict("This client registered and is awaiting approval. Approve the company instead");
    if (!(await claimAccountMail(tx, ctx.tenant.id, body.email))) throw fail.rateLimited(INVITED_RECENTLY);

    const pending = existing.find((m) => m.statusId === 3 && m.companyId);
    if (user && pending?.companyId) {
      // Invited before and not activated yet: a new link replaces the old one.
      await sendAccountLink(tx, ctx, user, "invitation", { membershipId: pending.membershipId, companyName: pending.companyName, inviterName: actor.name });
      await writeAudit(tx, {
        tenantId: ctx.tenant.id,
        actorUserId: actor.userId,
        actorRoleId: actor.roleId,
        action: "auth.invite_petitioner_resent",
        entityType: "membership",
        entityId: pending.membershipId,
        after: { email: user.email, companyId: pending.companyId },
        ip: ctx.ip,
      });
      return { companyId: pending.companyId, userId: user.id, membershipId: pending.membershipId, resent: true };
    }

    const company = await createClientRecord(tx, {
      tenantId: ctx.tenant.id,
      branchId: actor.branchId,
      name: body.companyName,
      email: body.email,
      phone: body.phone ?? null,
      phoneCountryCode: body.phoneCountryCode ?? null,
      statusId: 1,
      registrationCompleted: false,
    });
    const userCreated = !user;
    user ??= await insertUser(tx, {
      email: body.email,
      passwordHash: null,
      name: fullName(body.firstName, body.lastName),
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone ?? null,
      phoneCountryCode: body.phoneCountryCode ?? null,
    });
    const membership = await insertMembership(tx, {
      tenantId: ctx.tenant.id,
      userId: user.id,
      roleId: ROLE.PETITIONER,
      companyId: company.id,
      statusId: 3,
    });
    await sendAccountLink(tx, ctx, user, "invitation", { membershipId: membership.id, companyName: company.name, inviterName: actor.name });
    await writeAudit(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "auth.invite_petitioner",
      entityType: "company",
      entityId: company.id,
      after: { company, membership, userCreated },
      ip: ctx.ip,
    });
    return { companyId: company.id, userId: user.id, membershipId: membership.id, resent: false };
  });
  kickOutbox(ctx.db);
  return out;
}
