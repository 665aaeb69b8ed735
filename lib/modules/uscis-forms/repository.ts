// Drizzle queries of uscis_form_editions (owned by this module): the installation's uploaded blanks, not a
// firm's — no tenant column; only the platform admin writes them, every firm's fill reads them.
import "server-only";
import { and, asc, count, desc, eq, gte, isNull, lte, or, type SQL } from "drizzle-orm";
import { users } from "@/db/schema/identity";
import { uscisFormEditions, type EditionField, type EditionMapEntry, type UscisFormEditionRow } from "@/db/schema/uscis-forms";
import type { Executor } from "@/lib/server/db/client";
import { offsetOf } from "@/lib/shared/list";
import type { EditionListBody } from "./edition-contract";

export type { UscisFormEditionRow };
export type EditionListRow = Omit<UscisFormEditionRow, "fields"> & { fieldCount: number; uploadedByName: string | null };

const listColumns = {
  id: uscisFormEditions.id,
  formCode: uscisFormEditions.formCode,
  edition: uscisFormEditions.edition,
  validFrom: uscisFormEditions.validFrom,
  validTo: uscisFormEditions.validTo,
  fileKey: uscisFormEditions.fileKey,
  fileName: uscisFormEditions.fileName,
  size: uscisFormEditions.size,
  pages: uscisFormEditions.pages,
  uploadedBy: uscisFormEditions.uploadedBy,
  uploadedAt: uscisFormEditions.uploadedAt,
  fieldMap: uscisFormEditions.fieldMap,
  mapUpdatedBy: uscisFormEditions.mapUpdatedBy,
  mapUpdatedAt: uscisFormEditions.mapUpdatedAt,
};

export async function insertEdition(
  tx: Executor,
  v: { id: string; formCode: string; edition: string; validFrom: string; validTo: string | null; fileKey: string; fileName: string; size: number; pages: number; fields: EditionField[]; uploadedBy: string },
): Promise<UscisFormEditionRow> {
  const [row] = await tx.insert(uscisFormEditions).values(v).returning();
  return row;
}

export async function listEditions(db: Executor, body: EditionListBody): Promise<{ rows: EditionListRow[]; total: number }> {
  const where: SQL | undefined = body.filter.matcher.form ? eq(uscisFormEditions.formCode, body.filter.matcher.form) : undefined;
  const dir = body.sortOrder === "asc" ? asc : desc;
  const sortCol = { uploadedAt: uscisFormEditions.uploadedAt, formCode: uscisFormEditions.formCode, validFrom: uscisFormEditions.validFrom }[body.sortBy];
  const rows = await db
    .select({ ...listColumns, fields: uscisFormEditions.fields, uploadedByName: users.name })
    .from(uscisFormEditions)
    .leftJoin(users, eq(users.id, uscisFormEditions.uploadedBy))
    .where(where)
    .orderBy(dir(sortCol), dir(uscisFormEditions.validFrom), desc(uscisFormEditions.uploadedAt))
    .limit(body.perpage)
    .offset(offsetOf(body.page, body.perpage));
  const [{ n }] = await db.select({ n: count() }).from(uscisFormEditions).where(where);
  return { rows: rows.map(({ fields, ...r }) => ({ ...r, fieldCount: fields.length })), total: n };
}

export async function findEdition(db: Executor, id: string): Promise<(UscisFormEditionRow & { uploadedByName: string | null }) | null> {
  const [row] = await db
    .select({ ...listColumns, fields: uscisFormEditions.fields, uploadedByName: users.name })
    .from(uscisFormEditions)
    .leftJoin(users, eq(users.id, uscisFormEditions.uploadedBy))
    .where(eq(uscisFormEditions.id, id));
  return row ?? null;
}

export async function deleteEdition(tx: Executor, id: string): Promise<UscisFormEditionRow | null> {
  const [row] = await tx.delete(uscisFormEditions).where(eq(uscisFormEditions.id, id)).returning();
  return row ?? null;
}

/** The editions of a form whose dates hold `on` (editionOnDate picks among them). */
export async function editionsInForce(db: Executor, formCode: string, on: string): Promise<UscisFormEditionRow[]> {
  return db
    .select()
    .from(uscisFormEditions)
    .where(and(eq(uscisFormEditions.formCode, formCode), lte(uscisFormEditions.validFrom, on), or(isNull(uscisFormEditions.validTo), gte(uscisFormEditions.validTo, on))));
}

/** Sets (or, with null, removes) an edition's own field map; null when the edition is not on file. */
export async function setEditionMap(tx: Executor, id: string, fieldMap: EditionMapEntry[] | null, by: string): Promise<UscisFormEditionRow | null> {
  const [row] = await tx.update(uscisFormEditions).set({ fieldMap, mapUpdatedBy: by, mapUpdatedAt: new Date() }).where(eq(uscisFormEditions.id, id)).returning();
  return row ?? null;
}

/** The uploaded edition of a form by its edition date (the completed-form check of a filled uploaded edition). */
export async function findEditionByCode(db: Executor, formCode: string, edition: string): Promise<UscisFormEditionRow | null> {
  const [row] = await db
    .select()
    .from(uscisFormEditions)
    .where(and(eq(uscisFormEditions.formCode, formCode), eq(uscisFormEditions.edition, edition)));
  return row ?? null;
}
