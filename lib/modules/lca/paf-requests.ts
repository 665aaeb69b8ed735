// PAF requests (/app/paf-requests): the client asks to see or receive an LCA's public access file, or the
// firm records that someone asked (a worker, a member of the public, the DOL). Only a filed LCA whose PAF
// is not purged has one. A request is due one working day after it is made (rule 8: the PAF is available
// within one working day). The firm answers with the built PAF (ready needs it built and current, see
// paf-build.ts) or declines it with a reason; the requester is notified of the answer, the LCA's creator
// of a client's request.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { addBusinessDays } from "@/lib/shared/calendar";
import { ROLE } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";
import { notify } from "@/lib/modules/notifications/notify";
import { LCA_STATUS } from "./constants";
import { lcaOr404 } from "./lca-details";
import { PAF_PURGED, pafBuildState } from "./paf";
import { PAF_NOT_FILED } from "./paf-build";
import {
  PAF_REQUEST_STATUS,
  PAF_REQUEST_STATUSES,
  PAF_REQUEST_TRANSITIONS,
  type CreatePafRequestBody,
  type PafRequestListBody,
  type PafRequestRow,
  type PafRequestStatusBody,
  type PafRequestStatusId,
} from "./paf-request-contract";
import { lcaVisibility } from "./policy";
import { lcaVisibilityCond } from "./repository/lcas";
import { pafChangedAt } from "./repository/paf";
import { findPafRequest, insertPafRequest, listPafRequests, updatePafRequest, type PafRequestListed } from "./repository/paf-requests";

export const BUILD_FIRST = "Build the public access file (PAF generation) before answering the request with it";

async function rowsOf(ctx: ActorContext, listed: readonly PafRequestListed[]): Promise<PafRequestRow[]> {
  const changed = await pafChangedAt(ctx.db, ctx.actor.tenantId, [...new Set(listed.map((x) => x.l.id))]);
  return listed.map(({ r, l, employerName, requestedByName, handledByName }) => {
    const statusId = r.statusId as PafRequestStatusId;
    const open = statusId === PAF_REQUEST_STATUS.REQUESTED || statusId === PAF_REQUEST_STATUS.IN_PROGRESS;
    return {
      id: r.id,
      lcaId: l.id,
      lcaNumber: l.lcaNumber,
      dolCaseNumber: l.dolCaseNumber,
      employerName,
      statusId,
      status: PAF_REQUEST_STATUSES.find((s) => s.id === statusId)![ctx.locale === "es" ? "es" : "en"],
      requesterName: r.requesterName ?? requestedByName,
      requestedByName,
      note: r.note,
      dueDate: r.dueDate,
      overdue: open && r.dueDate < ctx.clock.today,
      declineReason: r.declineReason,
      handledByName,
      answeredAt: r.answeredAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      pafBuiltAt: l.pafBuiltAt?.toISOString() ?? null,
      pafBuild: pafBuildState(l, changed.get(l.id)),
      nextStatuses: can(ctx.actor, "lca.update", { branchId: l.branchId }) ? [...PAF_REQUEST_TRANSITIONS[statusId]] : [],
    };
  });
}

const cond = (ctx: ActorContext) => lcaVisibilityCond(lcaVisibility(ctx.actor));

async function requestOr404(ctx: ActorContext, id: string) {
  const found = await findPafRequest(ctx.db, ctx.actor.tenantId, id, cond(ctx));
  if (!found) throw fail.notFound("Request");
  return (await rowsOf(ctx, [found]))[0];
}

export async function listPafRequestRows(ctx: ActorContext, body: PafRequestListBody): Promise<{ rows: PafRequestRow[]; total: number }> {
  const { rows, total } = await listPafRequests(ctx.db, ctx.actor.tenantId, cond(ctx), body);
  return { rows: await rowsOf(ctx, rows), total };
}

export async function createPafRequest(ctx: ActorContext, body: CreatePafRequestBody): Promise<PafRequestRow> {
  const { db, actor } = ctx;
  const id = await db.transaction(async (tx) => {
    const l = await lcaOr404(tx, actor, body.lcaId);
    if (l.statusId < LCA_STATUS.FILED) throw fail.validation({ lcaId: PAF_NOT_FILED }, PAF_NOT_FILED);
    if (l.pafPurgedAt) throw fail.conflict(PAF_PURGED);
    const client = actor.roleId === ROLE.PETITIONER;
    const row = await insertPafRequest(tx, {
      tenantId: actor.tenantId,
      lcaId: l.id,
      // A client asks for itself; the firm records whoever asked.
      requesterName: client ? null : (body.requesterName ?? null),
      note: body.note ?? null,
      dueDate: addBusinessDays(ctx.clock.today, 1),
      requestedBy: actor.userId,
    });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "paf-request.create", entityType: "paf_request", entityId: row.id, after: row, ip: ctx.ip });
    if (client && l.createdBy && l.createdBy !== actor.userId) {
      await notify(tx, {
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        recipients: [l.createdBy],
        kind: "paf.requested",
        params: { lcaNumber: l.lcaNumber, date: row.dueDate },
        link: "/app/paf-requests",
      });
    }
    return row.id;
  });
  return requestOr404(ctx, id);
}

export async function updatePafRequestStatus(ctx: ActorContext, body: PafRequestStatusBody): Promise<PafRequestRow> {
  const { db, actor } = ctx;
  await db.transaction(async (tx) => {
    const found = await findPafRequest(tx, actor.tenantId, body.id, cond(ctx), { forUpdate: true });
    if (!found) throw fail.notFound("Request");
    const [row] = await rowsOf({ ...ctx, db: tx }, [found]);
    if (!can(actor, "lca.update", { branchId: found.l.branchId })) throw fail.forbidden("Your role cannot answer PAF requests");
    if (!row.nextStatuses.includes(body.statusId)) {
      const m = `A ${row.status.toLowerCase()} request cannot be moved there`;
      throw fail.validation({ statusId: m }, m);
    }
    if (body.statusId === PAF_REQUEST_STATUS.READY && row.pafBuild !== "current") throw fail.validation({ statusId: BUILD_FIRST }, BUILD_FIRST);
    const answered = body.statusId === PAF_REQUEST_STATUS.READY || body.statusId === PAF_REQUEST_STATUS.DECLINED;
    const patch = {
      statusId: body.statusId,
      handledBy: actor.userId,
      ...(answered ? { answeredAt: new Date() } : {}),
      ...(body.statusId === PAF_REQUEST_STATUS.DECLINED ? { declineReason: body.declineReason ?? null } : {}),
    };
    await updatePafRequest(tx, actor.tenantId, found.r.id, patch);
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "paf-request.status", entityType: "paf_request", entityId: found.r.id, before: found.r, after: patch, ip: ctx.ip });
    if (answered && found.r.requestedBy && found.r.requestedBy !== actor.userId) {
      await notify(tx, {
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        recipients: [found.r.requestedBy],
        kind: body.statusId === PAF_REQUEST_STATUS.READY ? "paf.request-ready" : "paf.request-declined",
        params: { lcaNumber: found.l.lcaNumber },
        link: "/app/paf-requests",
      });
    }
  });
  return requestOr404(ctx, body.id);
}
