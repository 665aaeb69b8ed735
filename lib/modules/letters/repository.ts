// Drizzle queries of the letter templates; every query is scoped by tenantId and keeps to live rows.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { users } from "@/db/schema/identity";
import { letterTemplates, type LetterTemplateRow } from "@/db/schema/letters";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { LetterListBody } from "./contract";

export type { LetterTemplateRow };
export type LetterInsert = typeof letterTemplates.$inferInsert;
export type LetterRecord = LetterTemplateRow & { updatedByName: string | null };

const live = (tenantId: string) => and(eq(letterTemplates.tenantId, tenantId), isNull(letterTemplates.deletedAt));
const SORTS = { name: sql`lower(${letterTemplates.name})`, updatedAt: letterTemplates.updatedAt, kind: letterTemplates.kind } as const;

function withEditor(db: Executor) {
  return db.select({ t: letterTemplates, updatedByName: users.name }).from(letterTemplates).leftJoin(users, eq(users.id, letterTemplates.updatedByUserId));
}

export async function listLetterRows(db: Executor, tenantId: string, q: LetterListBody): Promise<{ rows: LetterRecord[]; total: number }> {
  const m = q.filter.matcher;
  const where = and(
    live(tenantId),
    m.kinds?.length ? inArray(letterTemplates.kind, m.kinds) : undefined,
    m.language ? eq(letterTemplates.language, m.language) : undefined,
    q.search ? ilike(letterTemplates.name, likePattern(q.search)) : undefined,
  );
  const dir = q.sortOrder === "asc" ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    withEditor(db).where(where).orderBy(dir(SORTS[q.sortBy]), asc(letterTemplates.id)).limit(q.perpage).offset(offsetOf(q.page, q.perpage)),
    db.select({ total: count() }).from(letterTemplates).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.t, updatedByName: r.updatedByName })), total: Number(total) };
}

/** A live template of the firm (locked for the rest of the transaction with `forUpdate`). */
export async function findLetter(db: Executor, tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<LetterTemplateRow | null> {
  const q = db.select().from(letterTemplates).where(and(live(tenantId), eq(letterTemplates.id, id))).limit(1);
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

export async function letterRecord(db: Executor, tenantId: string, id: string): Promise<LetterRecord | null> {
  const [r] = await withEditor(db).where(and(live(tenantId), eq(letterTemplates.id, id))).limit(1);
  return r ? { ...r.t, updatedByName: r.updatedByName } : null;
}

/** New templates; with `skipTaken` a name the firm already uses is left out instead of failing. */
export async function insertLetters(tx: Executor, values: LetterInsert[], opts: { skipTaken?: boolean } = {}): Promise<LetterTemplateRow[]> {
  if (values.length === 0) return [];
  const q = tx.insert(letterTemplates).values(values);
  return opts.skipTaken ? q.onConflictDoNothing().returning() : q.returning();
}

/** Whether the firm has ever had a template (deleted ones count). */
export async function hadLetters(db: Executor, tenantId: string): Promise<boolean> {
  const [row] = await db.select({ id: letterTemplates.id }).from(letterTemplates).where(eq(letterTemplates.tenantId, tenantId)).limit(1);
  return !!row;
}

export async function updateLetterRow(tx: Executor, tenantId: string, id: string, patch: Partial<LetterInsert>): Promise<void> {
  await tx
    .update(letterTemplates)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(live(tenantId), eq(letterTemplates.id, id)));
}

/** The names of the firm's live templates (locks them for the rest of the transaction). */
export async function letterNames(tx: Executor, tenantId: string): Promise<string[]> {
  return (await tx.select({ name: letterTemplates.name }).from(letterTemplates).where(live(tenantId)).for("update")).map((r) => r.name);
}
