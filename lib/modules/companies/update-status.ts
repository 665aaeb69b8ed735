// Approve, deactivate or reject a client. Approving a pending (or rejected) client also activates
// its petitioner accounts that were waiting for the approval, in the same transaction, and e-mails them.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { COMPANY_STATUS, companyStatusName, type UpdateStatusBody, type UpdateStatusResult } from "./contract";
import { activatePendingPetitioners } from "@/lib/server/auth/identity";
import { lockClient, updateClient } from "./repository";
import { visibleClient } from "./service";
import type { ActorContext } from "@/lib/server/context";

const BACK_TO_PENDING_MESSAGE = "A client cannot be set back to Pending Approval";

function approvedMail(p: { tenantName: string; companyName: string; name: string; link: string }) {
  const subject = `${p.tenantName}: ${p.companyName} is approved`;
  const text = [
    `Hello ${p.name || "there"},`,
    "",
    `${p.tenantName} approved the registration of ${p.companyName}. You can now sign in to the client portal.`,
    "",
    `Sign in: ${p.link}`,
  ].join("\n");
  return { subject, text, template: "company.approved" };
}

export async function updateCompanyStatus(ctx: ActorContext, body: UpdateStatusBody): Promise<UpdateStatusResult> {
  const { db, actor, tenant } = ctx;
  const tenantId = actor.tenantId;
  const out = await db.transaction(async (tx) => {
    await lockClient(tx, tenantId, body.id);
    const current = await visibleClient(tx, actor, body.id);
    const before = current.company;
    if (body.statusId === COMPANY_STATUS.PENDING_APPROVAL && before.statusId !== COMPANY_STATUS.PENDING_APPROVAL) {
      throw fail.validation({ statusId: BACK_TO_PENDING_MESSAGE });
    }
    const after = before.statusId === body.statusId ? before : await updateClient(tx, tenantId, before.id, { statusId: body.statusId });
    const approving =
      body.statusId === COMPANY_STATUS.ACTIVE &&
      (before.statusId === COMPANY_STATUS.PENDING_APPROVAL || before.statusId === COMPANY_STATUS.REJECTED);
    const activated = approving ? await activatePendingPetitioners(tx, tenantId, before.id) : [];
    for (const m of activated) {
      const mail = approvedMail({
        tenantName: tenant.name,
        companyName: before.name,
        name: m.name,
        link: tenantUrl(tenant.slug, "/app/login"),
      });
      await enqueueMail(tx, { tenantId, to: m.email, ...mail });
    }
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "company.update_status",
      entityType: "company",
      entityId: before.id,
      before: { statusId: before.statusId },
      after: { statusId: after.statusId, activatedMembershipIds: activated.map((m) => m.id) },
      ip: ctx.ip,
    });
    return { previousStatusId: before.statusId, statusId: after.statusId, activatedMembershipIds: activated.map((m) => m.id) };
  });
  if (out.activatedMembershipIds.length > 0) kickOutbox(db);
  return { id: body.id, statusId: out.statusId, statusName: companyStatusName(out.statusId), previousStatusId: out.previousStatusId, activatedMembershipIds: out.activatedMembershipIds };
}
