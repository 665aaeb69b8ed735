// Drizzle queries of the documents module: unattached uploads, case documents (with their uploader
// and beneficiary names), the beneficiaries of a case, and the per-case-type checklists.
// Every query is scoped by tenantId.
import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { documentChecklists, petitionBeneficiaries, petitionDocuments } from "@/db/schema/cases";
import { beneficiaries } from "@/db/schema/clients";
import { fileUploads, type FileUploadRow } from "@/db/schema/files";
import { users } from "@/db/schema/identity";
import type { Executor } from "@/lib/server/db/client";
import { textMatch } from "@/lib/server/db/text-search";
import type { DocumentCategory } from "./contract";

export type DocumentRecord = typeof petitionDocuments.$inferSelect;

// ---------- uploads not yet attached ----------

export async function insertUpload(tx: Executor, values: typeof fileUploads.$inferInsert): Promise<FileUploadRow> {
  const [row] = await tx.insert(fileUploads).values(values).returning();
  return row;
}

export async function findUploadsByKeys(db: Executor, tenantId: string, keys: readonly string[]): Promise<FileUploadRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(fileUploads)
    .where(and(eq(fileUploads.tenantId, tenantId), inArray(fileUploads.fileKey, [...keys])));
}

/** Lock the upload rows (attaching and deleting the same key are serialised). */
export async function lockUploadsByKeys(tx: Executor, tenantId: string, keys: readonly string[]): Promise<FileUploadRow[]> {
  if (keys.length === 0) return [];
  return tx
    .select()
    .from(fileUploads)
    .where(and(eq(fileUploads.tenantId, tenantId), inArray(fileUploads.fileKey, [...keys])))
    .for("update");
}

/** Up to `limit` of a tenant's unattached uploads made before `before`, oldest first, locked (rows an attach or delete holds are skipped). */
export async function lockUploadsBefore(tx: Executor, tenantId: string, before: Date, limit: number): Promise<FileUploadRow[]> {
  return tx
    .select()
    .from(fileUploads)
    .where(and(eq(fileUploads.tenantId, tenantId), lt(fileUploads.createdAt, before)))
    .orderBy(asc(fileUploads.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** The firms that have uploads made before `before` (the nightly purge visits them). */
export async function tenantsWithUploadsBefore(db: Executor, before: Date): Promise<string[]> {
  const rows = await db.selectDistinct({ tenantId: fileUploads.tenantId }).from(fileUploads).where(lt(fileUploads.createdAt, before));
  return rows.map((r) => r.tenantId);
}

export async function deleteUploads(tx: Executor, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(fileUploads).where(and(eq(fileUploads.tenantId, tenantId), inArray(fileUploads.id, [...ids])));
}

// ---------- case documents ----------

/** A live document of the tenant. */
export async function findDocument(db: Executor, tenantId: string, id: string): Promise<DocumentRecord | null> {
  const [row] = await db
    .select()
    .from(petitionDocuments)
    .where(and(eq(petitionDocuments.tenantId, tenantId), eq(petitionDocuments.id, id), isNull(petitionDocuments.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findDocumentByKey(db: Executor, tenantId: string, key: string): Promise<DocumentRecord | null> {
  const [row] = await db
    .select()
    .from(petitionDocuments)
    .where(and(eq(petitionDocuments.tenantId, tenantId), eq(petitionDocuments.fileKey, key), isNull(petitionDocuments.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The highest version of a forms-and-letters group (the caller holds the case lock). */
export async function latestGroupVersion(tx: Executor, tenantId: string, petitionId: string, groupId: string): Promise<number> {
  const [row] = await tx
    .select({ v: sql<number>`coalesce(max(${petitionDocuments.version}), 0)` })
    .from(petitionDocuments)
    .where(and(eq(petitionDocuments.tenantId, tenantId), eq(petitionDocuments.petitionId, petitionId), eq(petitionDocuments.groupId, groupId)));
  return Number(row?.v ?? 0);
}

/** The live (not deleted) documents of one category of a case. */
const liveOfCase = (tenantId: string, petitionId: string, category: DocumentCategory) =>
  and(eq(petitionDocuments.tenantId, tenantId), eq(petitionDocuments.petitionId, petitionId), eq(petitionDocuments.category, category), isNull(petitionDocuments.deletedAt));

export async function countLiveDocuments(db: Executor, tenantId: string, petitionId: string, category: DocumentCategory, rfeCaseId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(petitionDocuments)
    .where(
      and(liveOfCase(tenantId, petitionId, category), rfeCaseId ? eq(petitionDocuments.rfeCaseId, rfeCaseId) : undefined),
    );
  return Number(row?.n ?? 0);
}

export type DocumentListRecord = DocumentRecord & { uploaderName: string | null; beneficiaryName: string | null };

/** Live documents of a case in the given categories (optionally only some beneficiaries'), oldest first. */
export async function listDocuments(
  db: Executor,
  tenantId: string,
  petitionId: string,
  categories: readonly DocumentCategory[],
  onlyBeneficiaryIds?: readonly string[],
  rfeCaseId?: string,
): Promise<DocumentListRecord[]> {
  if (categories.length === 0) return [];
  const conds = [
    eq(petitionDocuments.tenantId, tenantId),
    eq(petitionDocuments.petitionId, petitionId),
    ...(rfeCaseId ? [eq(petitionDocuments.rfeCaseId, rfeCaseId)] : []),
    inArray(petitionDocuments.category, [...categories]),
    isNull(petitionDocuments.deletedAt),
  ];
  if (onlyBeneficiaryIds) {
    // A beneficiary sees its own documents and the case-level USCIS answer.
    conds.push(
      onlyBeneficiaryIds.length
        ? sql`(${petitionDocuments.category} <> 'beneficiary_doc' or ${inArray(petitionDocuments.beneficiaryId, [...onlyBeneficiaryIds])})`
        : sql`${petitionDocuments.category} <> 'beneficiary_doc'`,
    );
  }
  const rows = await db
    .select({
      doc: petitionDocuments,
      uploaderName: users.name,
      beneficiaryName: sql<string | null>`case when ${beneficiaries.id} is null then null else ${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName} end`,
    })
    .from(petitionDocuments)
    .leftJoin(users, eq(users.id, petitionDocuments.uploadedByUserId))
    .leftJoin(beneficiaries, and(eq(beneficiaries.id, petitionDocuments.beneficiaryId), eq(beneficiaries.tenantId, petitionDocuments.tenantId)))
    .where(and(...conds))
    .orderBy(asc(petitionDocuments.createdAt), asc(petitionDocuments.version))
    .limit(1000);
  return rows.map((r) => ({ ...r.doc, uploaderName: r.uploaderName, beneficiaryName: r.beneficiaryName }));
}

// ---------- beneficiaries of a case ----------

type CaseBeneficiaryRef = { id: string; userId: string | null; name: string; email: string | null };

export async function caseBeneficiaryRefs(db: Executor, tenantId: string, petitionId: string): Promise<CaseBeneficiaryRef[]> {
  const rows = await db
    .select({ id: beneficiaries.id, userId: beneficiaries.userId, firstName: beneficiaries.firstName, lastName: beneficiaries.lastName, email: beneficiaries.email })
    .from(petitionBeneficiaries)
    .innerJoin(beneficiaries, and(eq(beneficiaries.id, petitionBeneficiaries.beneficiaryId), eq(beneficiaries.tenantId, petitionBeneficiaries.tenantId)))
    .where(and(eq(petitionBeneficiaries.tenantId, tenantId), eq(petitionBeneficiaries.petitionId, petitionId)))
    .orderBy(desc(petitionBeneficiaries.isPrimary), asc(beneficiaries.lastName));
  return rows.map((r) => ({ id: r.id, userId: r.userId, name: `${r.firstName} ${r.lastName}`, email: r.email }));
}

// ---------- checklists ----------

export async function findChecklist(db: Executor, tenantId: string, typeId: number, subTypeId: number | null) {
  const [row] = await db
    .select()
    .from(documentChecklists)
    .where(
      and(
        eq(documentChecklists.tenantId, tenantId),
        eq(documentChecklists.typeId, typeId),
        sql`coalesce(${documentChecklists.subTypeId}, 0) = ${subTypeId ?? 0}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Insert or replace the checklist of (type, sub type) in one statement (unique on tenant, type, coalesce(sub type, 0)). */
export async function upsertChecklist(tx: Executor, tenantId: string, typeId: number, subTypeId: number | null, docTypes: readonly string[]): Promise<void> {
  await tx.execute(sql`
    insert into document_checklists (tenant_id, type_id, sub_type_id, doc_types, updated_at)
    values (${tenantId}, ${typeId}, ${subTypeId}, ${JSON.stringify(docTypes)}::jsonb, now())
    on conflict (tenant_id, type_id, (coalesce(sub_type_id, 0)))
    do update set doc_types = excluded.doc_types, updated_at = now()`);
}

/** The newest version of a case's document of one kind in a versioned category (its group), or null. */
export async function latestOfKind(tx: Executor, tenantId: string, petitionId: string, category: DocumentCategory, docType: string): Promise<{ groupId: string; version: number } | null> {
  const [row] = await tx
    .select({ groupId: petitionDocuments.groupId, version: petitionDocuments.version })
    .from(petitionDocuments)
    .where(
      and(liveOfCase(tenantId, petitionId, category), eq(petitionDocuments.docType, docType)),
    )
    .orderBy(desc(petitionDocuments.version))
    .limit(1);
  return row?.groupId ? { groupId: row.groupId, version: row.version } : null;
}

// ---------- global search ----------

export type DocumentSearchRecord = { id: string; petitionId: string; category: string; docType: string; fileName: string; createdAt: Date };

/**
 * The global search's candidates: live documents in the categories the role reads whose file name or
 * document type matches `q`, best first (a beneficiary: only its own beneficiary documents). The caller
 * keeps those on cases the actor reaches (the cases module's rule), so it asks for more than it shows.
 */
export async function searchDocumentRows(
  db: Executor,
  tenantId: string,
  categories: readonly DocumentCategory[],
  q: string,
  limit: number,
  ownBeneficiaryUserId?: string,
): Promise<DocumentSearchRecord[]> {
  if (categories.length === 0) return [];
  const m = textMatch(q, [petitionDocuments.fileName, petitionDocuments.docType]);
  const own = ownBeneficiaryUserId
    ? sql`(${petitionDocuments.category} <> 'beneficiary_doc' or ${petitionDocuments.beneficiaryId} in (select ${beneficiaries.id} from ${beneficiaries} where ${beneficiaries.tenantId} = ${tenantId} and ${beneficiaries.userId} = ${ownBeneficiaryUserId}))`
    : undefined;
  return db
    .select({ id: petitionDocuments.id, petitionId: petitionDocuments.petitionId, category: petitionDocuments.category, docType: petitionDocuments.docType, fileName: petitionDocuments.fileName, createdAt: petitionDocuments.createdAt })
    .from(petitionDocuments)
    .where(and(eq(petitionDocuments.tenantId, tenantId), isNull(petitionDocuments.deletedAt), inArray(petitionDocuments.category, [...categories]), own, m.where))
    .orderBy(desc(m.rank), desc(petitionDocuments.createdAt))
    .limit(limit);
}
