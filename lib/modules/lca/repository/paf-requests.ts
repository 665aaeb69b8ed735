// Drizzle queries of the PAF requests (paf_requests, owned by this module), with the LCA, its employer and
// the users' names. Scoped by tenantId; the actor's reach is the LCA's (lcaVisibilityCond).
import "server-only";
import { alias } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { companies } from "@/db/schema/clients";
import { users } from "@/db/schema/identity";
import { lcas, pafRequests } from "@/db/schema/lca";
import type { Executor } from "@/lib/server/db/client";
import { offsetOf } from "@/lib/shared/list";
import type { PafRequestListBody } from "../paf-request-contract";

export type PafRequestDbRow = typeof pafRequests.$inferSelect;
export type PafRequestListed = {
  r: PafRequestDbRow;
  l: typeof lcas.$inferSelect;
  employerName: string | null;
  requestedByName: string | null;
  handledByName: string | null;
};

const requester = alias(users, "requester");
const handler = alias(users, "handler");

export async function insertPafRequest(tx: Executor, values: typeof pafRequests.$inferInsert): Promise<PafRequestDbRow> {
  const [row] = await tx.insert(pafRequests).values(values).returning();
  return row;
}

export async function updatePafRequest(tx: Executor, tenantId: string, id: string, patch: Partial<typeof pafRequests.$inferInsert>): Promise<void> {
  await tx
    .update(pafRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pafRequests.tenantId, tenantId), eq(pafRequests.id, id)));
}

function listed(db: Executor) {
  return db
    .select({ r: pafRequests, l: lcas, employerName: companies.name, requestedByName: requester.name, handledByName: handler.name })
    .from(pafRequests)
    .innerJoin(lcas, and(eq(lcas.id, pafRequests.lcaId), eq(lcas.tenantId, pafRequests.tenantId)))
    .leftJoin(companies, eq(companies.id, lcas.petitionerId))
    .leftJoin(requester, eq(requester.id, pafRequests.requestedBy))
    .leftJoin(handler, eq(handler.id, pafRequests.handledBy));
}

/** One request whose LCA is within `lcaCond` (locked with `forUpdate`). */
export async function findPafRequest(db: Executor, tenantId: string, id: string, lcaCond: SQL | undefined, opts: { forUpdate?: boolean } = {}): Promise<PafRequestListed | null> {
  const q = listed(db)
    .where(and(eq(pafRequests.tenantId, tenantId), eq(pafRequests.id, id), lcaCond))
    .limit(1);
  const rows = opts.forUpdate ? await q.for("update", { of: pafRequests }) : await q;
  return rows[0] ?? null;
}

export async function listPafRequests(db: Executor, tenantId: string, lcaCond: SQL | undefined, body: PafRequestListBody): Promise<{ rows: PafRequestListed[]; total: number }> {
  const m = body.filter.matcher;
  const where = and(
    eq(pafRequests.tenantId, tenantId),
    lcaCond,
    m.statusIds?.length ? inArray(pafRequests.statusId, m.statusIds) : undefined,
    m.open ? inArray(pafRequests.statusId, [1, 2]) : undefined,
    m.petitionerIds?.length ? inArray(lcas.petitionerId, m.petitionerIds) : undefined,
  );
  const dir = body.sortOrder === "asc" ? asc : desc;
  const sort = body.sortBy === "dueDate" ? pafRequests.dueDate : pafRequests.createdAt;
  const [rows, [{ n }]] = await Promise.all([
    listed(db)
      .where(where)
      .orderBy(dir(sort), desc(pafRequests.id))
      .limit(body.perpage)
      .offset(offsetOf(body.page, body.perpage)),
    db
      .select({ n: count() })
      .from(pafRequests)
      .innerJoin(lcas, and(eq(lcas.id, pafRequests.lcaId), eq(lcas.tenantId, pafRequests.tenantId)))
      .where(where),
  ]);
  return { rows, total: Number(n) };
}
