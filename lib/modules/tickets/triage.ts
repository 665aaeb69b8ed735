// Triage of new tickets (issue 33): a ticket a client raises alerts the firm's triage roles at once — a firm
// setting (ticket_settings; default: admins and front office) — through notify() ("ticket.created"), and the
// unassigned open tickets show in those users' dashboard (service.ts ticketSummary). The settings are read and
// saved by the firm's settings roles (ticket.settings); the platform admin may name another firm (tenantId),
// anyone else naming one gets 404.
import "server-only";
import { tenantProfile } from "@/lib/modules/tenants/manage-tenant";
import { notify } from "@/lib/modules/notifications/notify";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { DEFAULT_TRIAGE_ROLES, TRIAGE_ROLE_CHOICES, ticketNumber, ticketPath, type SaveTriageSettingsBody, type TriageSettingsBody, type TriageSettingsDto } from "./contract";
import { activeMembersIn, saveTriageRoles, storedTriageRoles, type SupportTicketRow } from "./repository";

/** The firm's triage roles: its choice, else the default. */
export async function triageRolesOf(db: Executor, tenantId: string): Promise<number[]> {
  return (await storedTriageRoles(db, tenantId)) ?? [...DEFAULT_TRIAGE_ROLES];
}

/** The firm the call is about: the caller's own, or (platform admin only) the one named; else 404. */
async function targetTenantId(ctx: ActorContext, tenantId: string | undefined): Promise<string> {
  if (!tenantId || tenantId === ctx.tenant.id) return ctx.tenant.id;
  return (await tenantProfile(ctx, tenantId)).id;
}

async function settingsOf(db: Executor, tenantId: string): Promise<TriageSettingsDto> {
  const stored = await storedTriageRoles(db, tenantId);
  return { triageRoleIds: stored ?? [...DEFAULT_TRIAGE_ROLES], choices: [...TRIAGE_ROLE_CHOICES], isDefault: stored === null };
}

export async function triageSettings(ctx: ActorContext, body: TriageSettingsBody): Promise<TriageSettingsDto> {
  return settingsOf(ctx.db, await targetTenantId(ctx, body.tenantId));
}

export async function saveTriageSettings(ctx: ActorContext, body: SaveTriageSettingsBody): Promise<TriageSettingsDto> {
  const tenantId = await targetTenantId(ctx, body.tenantId);
  return ctx.db.transaction(async (tx) => {
    const before = await settingsOf(tx, tenantId);
    await saveTriageRoles(tx, tenantId, body.triageRoleIds, ctx.actor.userId);
    await writeAudit(tx, {
      tenantId,
      actorUserId: ctx.actor.userId,
      actorRoleId: ctx.actor.roleId,
      action: "ticket.triage-settings",
      entityType: "ticket_settings",
      entityId: tenantId,
      before: { triageRoleIds: before.triageRoleIds },
      after: { triageRoleIds: body.triageRoleIds },
      ip: ctx.ip,
    });
    return settingsOf(tx, tenantId);
  });
}

/**
 * The triage users a new ticket alerts: the active members of the firm's triage roles who reach it — every
 * ticket of the firm, but a branch manager only their branch's (policy.ts) — not the one who raised it.
 */
async function triageRecipients(tx: Executor, t: SupportTicketRow): Promise<string[]> {
  const members = await activeMembersIn(tx, t.tenantId, await triageRolesOf(tx, t.tenantId));
  const reach = members.filter((m) => m.roleId !== ROLE.BRANCH_MANAGER || (m.branchId != null && m.branchId === t.branchId));
  return [...new Set(reach.map((m) => m.userId))].filter((u) => u !== t.raisedByUserId);
}

/** In the creating transaction: tell the triage users of a client's new ticket ("ticket.created"). */
export async function notifyTriage(tx: Executor, ctx: ActorContext, t: SupportTicketRow): Promise<number> {
  const recipients = await triageRecipients(tx, t);
  if (recipients.length === 0) return 0;
  return notify(tx, {
    tenantId: t.tenantId,
    actorUserId: ctx.actor.userId,
    recipients,
    kind: "ticket.created",
    params: { number: ticketNumber(t.number), title: t.subject, name: ctx.actor.name },
    petitionId: t.petitionId,
    link: ticketPath(t.id),
  });
}
