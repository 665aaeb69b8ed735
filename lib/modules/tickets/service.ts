// Support tickets (issue 15 section 2): raised by the firm's staff and its clients (petitioner contacts,
// beneficiaries) about a case or in general; handled by the staff (ticket.manage): status (transitions.ts),
// priority, assignee, internal notes. Every status, priority and assignee change writes its history event
// in the same transaction, on the locked row, and only when something really changed (two identical
// concurrent assigns: one event). Reach: policy.ts; another firm's ticket, or one out of reach, is 404.
// Notifications: "new ticket" (a client's, to the firm's triage roles: triage.ts), "assigned to you" (the
// assignee), "new comment" (the raiser for a public comment, the assignee), "status changed" (the raiser).
import "server-only";
import { caseLinks } from "@/lib/modules/cases/deadline-inputs";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { notify } from "@/lib/modules/notifications/notify";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { ROLE } from "@/lib/shared/constants/roles";
import { allowedRoles, can } from "@/lib/shared/permissions";
import {
  TICKET_STATUSES,
  ticketListBody,
  ticketNumber,
  ticketPath,
  type AssignTicketBody,
  type CreateTicketBody,
  type TicketDetails,
  type TicketEventDto,
  type TicketListBody,
  type TicketListRow,
  type TicketPriority,
  type TicketStatus,
  type TicketSummary,
  type TicketType,
  type UpdateTicketBody,
} from "./contract";
import { isClientRole, ticketReach } from "./policy";
import {
  companyOf,
  eventsOf,
  findTicket,
  insertEvent,
  insertTicket,
  listTickets,
  nextTicketNumber,
  searchTicketRows,
  staffMembers,
  ticketRecord,
  updateTicket,
  userNames,
  type SupportTicketRow,
  type TicketRecord,
} from "./repository";
import { ticketSla } from "./sla";
import { canMove, isDone, nextStatuses, resolvedAtAfter } from "./transitions";
import { notifyTriage, triageRolesOf } from "./triage";

export function audit(ctx: ActorContext, tx: Executor, action: string, entityId: string, after: unknown, before?: unknown) {
  return writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action, entityType: "support_ticket", entityId, before, after, ip: ctx.ip });
}

export async function ticketOr404(ctx: ActorContext, db: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<SupportTicketRow> {
  const t = await findTicket(db, ctx.tenant.id, id, ticketReach(ctx.actor), opts);
  if (!t) throw fail.notFound("Ticket");
  return t;
}

export const manages = (ctx: ActorContext) => can(ctx.actor, "ticket.manage");

/** The staff a ticket may be assigned to: active members whose role handles tickets. */
const assignableStaff = (db: Executor, tenantId: string, userId?: string) => staffMembers(db, tenantId, allowedRoles("ticket.manage"), { userId });

/** The case and client a new ticket is about, checked against the caller's reach. */
async function subjectOf(ctx: ActorContext, db: Executor, body: CreateTicketBody): Promise<{ petitionId: string | null; companyId: string | null; branchId: string | null }> {
  const { actor } = ctx;
  if (body.petitionId) {
    const p = await visibleCaseOr404(db, actor, body.petitionId);
    if (body.companyId && p.petitionerId !== body.companyId) throw fail.validation({ companyId: "This case is not one of the client's" });
    return { petitionId: p.id, companyId: p.petitionerId, branchId: p.branchId };
  }
  if (actor.roleId === ROLE.PETITIONER) {
    if (body.companyId && body.companyId !== actor.companyId) throw fail.notFound("Client");
    const c = actor.companyId ? await companyOf(db, ctx.tenant.id, actor.companyId) : null;
    return { petitionId: null, companyId: c?.id ?? null, branchId: c?.branchId ?? null };
  }
  if (actor.roleId === ROLE.BENEFICIARY) {
    if (body.companyId) throw fail.notFound("Client");
    return { petitionId: null, companyId: null, branchId: null };
  }
  if (body.companyId) {
    const c = await companyOf(db, ctx.tenant.id, body.companyId);
    if (!c || (actor.roleId === ROLE.BRANCH_MANAGER && c.branchId !== actor.branchId)) throw fail.notFound("Client");
    return { petitionId: null, companyId: c.id, branchId: c.branchId };
  }
  return { petitionId: null, companyId: null, branchId: actor.roleId === ROLE.BRANCH_MANAGER ? actor.branchId : null };
}

export async function createTicket(ctx: ActorContext, body: CreateTicketBody): Promise<TicketDetails> {
  const client = isClientRole(ctx.actor.roleId);
  const created = await ctx.db.transaction(async (tx) => {
    const about = await subjectOf(ctx, tx, body);
    const number = await nextTicketNumber(tx, ctx.tenant.id);
    const t = await insertTicket(tx, {
      tenantId: ctx.tenant.id,
      number,
      subject: body.subject,
      description: body.description,
      type: body.type,
      priority: client ? "normal" : (body.priority ?? "normal"),
      status: "open",
      raisedByUserId: ctx.actor.userId,
      raisedByRoleId: ctx.actor.roleId,
      ...about,
    });
    await insertEvent(tx, { tenantId: ctx.tenant.id, ticketId: t.id, actorUserId: ctx.actor.userId, kind: "created", data: { to: "open" } });
    await audit(ctx, tx, "ticket.create", t.id, { number, type: t.type, priority: t.priority, petitionId: t.petitionId, companyId: t.companyId });
    // A client's ticket alerts the firm's triage roles at once (triage.ts), before anyone is assigned.
    const told = client ? await notifyTriage(tx, ctx, t) : 0;
    return { id: t.id, told };
  });
  if (created.told > 0) kickOutbox(ctx.db);
  return ticketDetails(ctx, created.id);
}

export async function updateTicketFields(ctx: ActorContext, body: UpdateTicketBody): Promise<TicketDetails> {
  const changed = await ctx.db.transaction(async (tx) => {
    const t = await ticketOr404(ctx, tx, body.id, { forUpdate: true });
    const manage = manages(ctx);
    const editsText = body.subject !== undefined || body.description !== undefined || body.type !== undefined;
    if (editsText && !manage && !(t.raisedByUserId === ctx.actor.userId && !isDone(t.status as TicketStatus))) throw fail.forbidden();
    if ((body.status !== undefined || body.priority !== undefined) && !manage) throw fail.forbidden();
    if (t.status === "closed" && (editsText || body.priority !== undefined)) throw fail.conflict("This ticket is closed");
    const patch: Partial<SupportTicketRow> = {};
    if (body.subject !== undefined && body.subject !== t.subject) patch.subject = body.subject;
    if (body.description !== undefined && body.description !== t.description) patch.description = body.description;
    if (body.type !== undefined && body.type !== t.type) patch.type = body.type;
    const from = t.status as TicketStatus;
    if (body.status !== undefined && body.status !== from) {
      if (!canMove(from, body.status)) throw fail.conflict(`A ticket ${from.replace(/_/g, " ")} cannot become ${body.status.replace(/_/g, " ")}`);
      patch.status = body.status;
      patch.resolvedAt = resolvedAtAfter(body.status, t.resolvedAt, new Date());
      await insertEvent(tx, { tenantId: ctx.tenant.id, ticketId: t.id, actorUserId: ctx.actor.userId, kind: "status_changed", data: { from, to: body.status } });
    }
    if (body.priority !== undefined && body.priority !== t.priority) {
      patch.priority = body.priority;
      await insertEvent(tx, { tenantId: ctx.tenant.id, ticketId: t.id, actorUserId: ctx.actor.userId, kind: "priority_changed", data: { from: t.priority, to: body.priority } });
    }
    if (Object.keys(patch).length === 0) return false;
    await updateTicket(tx, ctx.tenant.id, t.id, patch);
    const before = Object.fromEntries(Object.keys(patch).map((k) => [k, t[k as keyof SupportTicketRow]]));
    await audit(ctx, tx, "ticket.update", t.id, patch, before);
    if (patch.status) {
      await notify(tx, {
        tenantId: ctx.tenant.id,
        actorUserId: ctx.actor.userId,
        recipients: [t.raisedByUserId],
        kind: "ticket.status-changed",
        params: { number: ticketNumber(t.number), title: patch.subject ?? t.subject, status: patch.status },
        petitionId: t.petitionId,
        link: ticketPath(t.id),
      });
    }
    return true;
  });
  if (changed) kickOutbox(ctx.db);
  return ticketDetails(ctx, body.id);
}

export async function assignTicket(ctx: ActorContext, body: AssignTicketBody): Promise<TicketDetails> {
  const changed = await ctx.db.transaction(async (tx) => {
    const t = await ticketOr404(ctx, tx, body.id, { forUpdate: true });
    if (t.status === "closed") throw fail.conflict("This ticket is closed");
    if (body.assigneeId && (await assignableStaff(tx, ctx.tenant.id, body.assigneeId)).length === 0) throw fail.validation({ assigneeId: "Choose a member of the firm's staff" });
    const to = body.assigneeId ?? null;
    if (to === t.assigneeUserId) return false;
    await updateTicket(tx, ctx.tenant.id, t.id, { assigneeUserId: to });
    await insertEvent(tx, { tenantId: ctx.tenant.id, ticketId: t.id, actorUserId: ctx.actor.userId, kind: "assigned", data: { from: t.assigneeUserId, to } });
    await audit(ctx, tx, "ticket.assign", t.id, { assigneeUserId: to }, { assigneeUserId: t.assigneeUserId });
    if (to) {
      await notify(tx, {
        tenantId: ctx.tenant.id,
        actorUserId: ctx.actor.userId,
        recipients: [to],
        kind: "ticket.assigned",
        params: { number: ticketNumber(t.number), title: t.subject },
        petitionId: t.petitionId,
        link: ticketPath(t.id),
      });
    }
    return true;
  });
  if (changed) kickOutbox(ctx.db);
  return ticketDetails(ctx, body.id);
}

function listRow(r: TicketRecord, cases: Map<string, { caseNumber: string }>, now: Date): TicketListRow {
  const t = r.ticket;
  const c = t.petitionId ? cases.get(t.petitionId) : undefined;
  return {
    id: t.id,
    number: t.number,
    displayNumber: ticketNumber(t.number),
    subject: t.subject,
    type: t.type as TicketType,
    priority: t.priority as TicketPriority,
    status: t.status as TicketStatus,
    assignee: t.assigneeUserId ? { id: t.assigneeUserId, name: r.assigneeName ?? "" } : null,
    raisedBy: { id: t.raisedByUserId, name: r.raisedByName ?? "", client: isClientRole(t.raisedByRoleId) },
    case: t.petitionId && c ? { id: t.petitionId, caseNumber: c.caseNumber } : null,
    client: t.companyId ? { id: t.companyId, name: r.clientName ?? "" } : null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    resolvedAt: t.resolvedAt?.toISOString() ?? null,
    sla: ticketSla({ priority: t.priority as TicketPriority, createdAt: t.createdAt, resolvedAt: t.resolvedAt }, now),
  };
}

export async function ticketList(ctx: ActorContext, body: TicketListBody): Promise<{ rows: TicketListRow[]; total: number }> {
  const { rows, total } = await listTickets(ctx.db, ctx.tenant.id, body, ticketReach(ctx.actor));
  const petitionIds = rows.map((r) => r.ticket.petitionId).filter((id): id is string => id !== null);
  const cases = petitionIds.length ? await caseLinks(ctx.db, ctx.tenant.id, petitionIds) : new Map();
  const now = new Date();
  return { rows: rows.map((r) => listRow(r, cases, now)), total };
}

export type TicketSearchHit = { id: string; number: number; displayNumber: string; subject: string; status: string; priority: string; companyName: string | null; detailsPath: string };

/** The global search's tickets: up to `limit` within the caller's reach (policy.ts ticketReach), best match first. */
export async function searchTickets(ctx: ActorContext, q: string, limit: number): Promise<TicketSearchHit[]> {
  const reach = ticketReach(ctx.actor);
  if (reach.kind === "none") return [];
  const rows = await searchTicketRows(ctx.db, ctx.tenant.id, reach, q, limit);
  return rows.map((r) => ({ ...r, displayNumber: ticketNumber(r.number), detailsPath: ticketPath(r.id) }));
}

/**
 * The dashboard's SUPPORT_TICKET widget: the tickets within reach per status, and the open ones that are the
 * reader's — assigned to them (staff who handle tickets) or raised by them (everyone else) — by age; for the
 * firm's triage roles (triage.ts) also the open tickets nobody holds yet.
 */
export async function ticketSummary(ctx: ActorContext): Promise<TicketSummary> {
  const list = (matcher: Record<string, unknown>, perpage: number, sortBy = "age") => ticketList(ctx, ticketListBody.parse({ page: 1, perpage, sortBy, sortOrder: "desc", filter: { matcher } }));
  const handles = can(ctx.actor, "ticket.manage");
  const triage = handles && (await triageRolesOf(ctx.db, ctx.tenant.id)).includes(ctx.actor.roleId);
  const [counts, mine, unassigned] = await Promise.all([
    Promise.all(TICKET_STATUSES.map(async (status) => ({ status, count: (await list({ status }, 1)).total }))),
    list(handles ? { open: true, assigneeId: ctx.actor.userId } : { open: true }, 5),
    triage ? list({ open: true, unassigned: true }, 5) : Promise.resolve(null),
  ]);
  return { byStatus: counts, mine: mine.rows, mineTotal: mine.total, mineIs: handles ? "assigned" : "raised", unassigned: unassigned && { rows: unassigned.rows, total: unassigned.total } };
}

export async function ticketDetails(ctx: ActorContext, id: string): Promise<TicketDetails> {
  const t = await ticketOr404(ctx, ctx.db, id);
  const [record, events, cases] = await Promise.all([
    ticketRecord(ctx.db, ctx.tenant.id, t.id),
    eventsOf(ctx.db, ctx.tenant.id, t.id),
    t.petitionId ? caseLinks(ctx.db, ctx.tenant.id, [t.petitionId]) : Promise.resolve(new Map()),
  ]);
  const manage = manages(ctx);
  const userIds = events.filter((e) => e.kind === "assigned").flatMap((e) => [e.data.from, e.data.to]).filter((x): x is string => !!x);
  const [names, assignees] = await Promise.all([userNames(ctx.db, userIds), manage && t.status !== "closed" ? assignableStaff(ctx.db, ctx.tenant.id) : Promise.resolve([])]);
  const status = t.status as TicketStatus;
  const open = status !== "closed";
  return {
    ...listRow(record!, cases, new Date()),
    description: t.description,
    events: events.map(
      (e): TicketEventDto => ({
        id: e.id,
        kind: e.kind as TicketEventDto["kind"],
        from: e.data.from ?? null,
        to: e.data.to ?? null,
        fromName: e.kind === "assigned" && e.data.from ? (names.get(e.data.from) ?? null) : null,
        toName: e.kind === "assigned" && e.data.to ? (names.get(e.data.to) ?? null) : null,
        actor: e.actorUserId ? { id: e.actorUserId, name: e.actorName ?? "" } : null,
        createdAt: e.createdAt.toISOString(),
      }),
    ),
    nextStatuses: manage ? [...nextStatuses(status)] : [],
    assignees,
    actions: {
      edit: open && (manage || (t.raisedByUserId === ctx.actor.userId && !isDone(status))),
      manage: manage && open,
      comment: open,
      internalComment: manage && open,
    },
  };
}
