// Drizzle queries of the remote verifiers (i9_verifiers) and the links sent to them. Scoped by tenantId.
import "server-only";
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { i9Links, i9Verifiers } from "@/db/schema/i9";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { VerifierListBody } from "../verifier-contract";

export type VerifierRow = typeof i9Verifiers.$inferSelect;

export async function listVerifierRows(db: Executor, tenantId: string, q: VerifierListBody): Promise<{ rows: VerifierRow[]; total: number }> {
  const conds: (SQL | undefined)[] = [eq(i9Verifiers.tenantId, tenantId)];
  const status = q.filter.matcher.status;
  if (status) conds.push(eq(i9Verifiers.active, status === "active"));
  if (q.search) {
    const p = likePattern(q.search);
    conds.push(or(ilike(i9Verifiers.name, p), ilike(i9Verifiers.email, p), ilike(i9Verifiers.organization, p)));
  }
  const where = and(...conds);
  const dir = q.sortOrder === "asc" ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(i9Verifiers).where(where).orderBy(dir(q.sortBy === "name" ? i9Verifiers.name : i9Verifiers.createdAt), asc(i9Verifiers.id)).limit(q.perpage).offset(offsetOf(q.page, q.perpage)),
    db.select({ n: count() }).from(i9Verifiers).where(where),
  ]);
  return { rows, total: Number(n) };
}

export async function findVerifier(db: Executor, tenantId: string, id: string): Promise<VerifierRow | null> {
  const [row] = await db.select().from(i9Verifiers).where(and(eq(i9Verifiers.tenantId, tenantId), eq(i9Verifiers.id, id))).limit(1);
  return row ?? null;
}

export async function insertVerifier(tx: Executor, values: typeof i9Verifiers.$inferInsert): Promise<VerifierRow> {
  const [row] = await tx.insert(i9Verifiers).values(values).returning();
  return row;
}

export async function updateVerifierRow(tx: Executor, tenantId: string, id: string, patch: Partial<typeof i9Verifiers.$inferInsert>): Promise<VerifierRow> {
  const [row] = await tx.update(i9Verifiers).set({ ...patch, updatedAt: new Date() }).where(and(eq(i9Verifiers.tenantId, tenantId), eq(i9Verifiers.id, id))).returning();
  return row;
}

/** The links sent to a verifier, newest first (at most 100). */
export async function linksOfVerifier(db: Executor, tenantId: string, verifierId: string) {
  return db
    .select({ recordId: i9Links.recordId, createdAt: i9Links.createdAt, expiresAt: i9Links.expiresAt, usedAt: i9Links.usedAt })
    .from(i9Links)
    .where(and(eq(i9Links.tenantId, tenantId), eq(i9Links.verifierId, verifierId)))
    .orderBy(desc(i9Links.createdAt))
    .limit(100);
}
