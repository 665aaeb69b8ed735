// The context background work acts in (the sync job, the reconcile): the firm, and as actor a real user of
// it who may manage QuickBooks — the one who connected it while still active in such a role, else the
// firm's first active settings user. Payments pulled from QuickBooks are recorded through the invoices
// service in this context, so they carry that user as "recorded by" and in the audit log, like a payment
// entered by hand, and every rule of the invoices module (reach, balance, dates) applies to them.
import "server-only";
import type { Actor } from "@/lib/server/auth/session";
import { serviceContext, type ActorContext } from "@/lib/server/context";
import type { Db } from "@/lib/server/db/client";
import { allowedRoles, effectivePermissions } from "@/lib/shared/permissions";
import { connectionOf, firmActorRow, tenantById } from "./repository";
import { DEFAULT_DATE_FORMAT } from "@/lib/shared/format/date-order";

export async function firmContext(db: Db, tenantId: string, today = new Date().toISOString().slice(0, 10)): Promise<ActorContext | null> {
  const [tenant, conn] = await Promise.all([tenantById(db, tenantId), connectionOf(db, tenantId)]);
  if (!tenant) return null;
  const row = await firmActorRow(db, tenantId, conn?.connectedByUserId ?? null, allowedRoles("quickbooks.manage"));
  if (!row) return null;
  const m = row.membership;
  const actor: Actor = {
    sessionId: "system:quickbooks",
    userId: row.user.id,
    tenantId,
    membershipId: m.id,
    roleId: m.roleId,
    companyId: m.companyId,
    branchId: m.branchId,
    email: row.user.email,
    name: row.user.name,
    dateFormat: DEFAULT_DATE_FORMAT,
    permissions: effectivePermissions(tenant.permissions, m.roleId),
  };
  return serviceContext({ db, tenant, actor, clock: { timezone: "UTC", today } });
}
