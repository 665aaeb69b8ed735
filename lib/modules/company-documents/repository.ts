// Drizzle queries of the standing documents, their versions and folders. Every query is scoped by
// tenantId; the owner is a client (company_id) or the firm itself (company_id null).
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { companies } from "@/db/schema/clients";
import { companyDocumentFolders, companyDocuments, companyDocumentVersions, type CompanyDocumentFolderRow, type CompanyDocumentRow, type CompanyDocumentVersionRow } from "@/db/schema/company-documents";
import { users } from "@/db/schema/identity";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { CompanyDocumentCategory, CompanyDocumentSortField } from "./constants";

export type { CompanyDocumentFolderRow, CompanyDocumentRow, CompanyDocumentVersionRow };
export type VersionWithUploader = CompanyDocumentVersionRow & { uploadedByName: string | null };
export type DocumentWithNames = { doc: CompanyDocumentRow; companyName: string | null; folderName: string | null; latest: VersionWithUploader };

const ownerCond = (table: typeof companyDocuments | typeof companyDocumentFolders, companyId: string | null): SQL =>
  companyId ? eq(table.companyId, companyId) : isNull(table.companyId);

// ---------- folders ----------

export async function listFolders(db: Executor, tenantId: string, companyId: string | null): Promise<(CompanyDocumentFolderRow & { documentCount: number })[]> {
  const rows = await db
    .select({ folder: companyDocumentFolders, documentCount: count(companyDocuments.id) })
    .from(companyDocumentFolders)
    .leftJoin(companyDocuments, and(eq(companyDocuments.folderId, companyDocumentFolders.id), eq(companyDocuments.tenantId, tenantId), isNull(companyDocuments.deletedAt)))
    .where(and(eq(companyDocumentFolders.tenantId, tenantId), ownerCond(companyDocumentFolders, companyId), isNull(companyDocumentFolders.deletedAt)))
    .groupBy(companyDocumentFolders.id)
    .orderBy(asc(companyDocumentFolders.name), asc(companyDocumentFolders.id))
    .limit(200);
  return rows.map((r) => ({ ...r.folder, documentCount: Number(r.documentCount) }));
}

export async function findFolder(db: Executor, tenantId: string, id: string): Promise<CompanyDocumentFolderRow | null> {
  const [row] = await db
    .select()
    .from(companyDocumentFolders)
    .where(and(eq(companyDocumentFolders.tenantId, tenantId), eq(companyDocumentFolders.id, id), isNull(companyDocumentFolders.deletedAt)));
  return row ?? null;
}

export async function findFolderByName(db: Executor, tenantId: string, companyId: string | null, name: string): Promise<CompanyDocumentFolderRow | null> {
  const [row] = await db
    .select()
    .from(companyDocumentFolders)
    .where(and(eq(companyDocumentFolders.tenantId, tenantId), ownerCond(companyDocumentFolders, companyId), isNull(companyDocumentFolders.deletedAt), sql`lower(${companyDocumentFolders.name}) = lower(${name})`));
  return row ?? null;
}

export async function insertFolder(db: Executor, values: typeof companyDocumentFolders.$inferInsert): Promise<CompanyDocumentFolderRow> {
  const [row] = await db.insert(companyDocumentFolders).values(values).returning();
  return row;
}

export async function renameFolder(db: Executor, tenantId: string, id: string, name: string): Promise<CompanyDocumentFolderRow> {
  const [row] = await db.update(companyDocumentFolders).set({ name }).where(and(eq(companyDocumentFolders.tenantId, tenantId), eq(companyDocumentFolders.id, id))).returning();
  return row;
}

/** The live folder, locked: FOR SHARE by a document going into it, FOR UPDATE by its deletion. */
export async function lockFolder(db: Executor, tenantId: string, id: string, mode: "share" | "update"): Promise<CompanyDocumentFolderRow | null> {
  const [row] = await db
    .select()
    .from(companyDocumentFolders)
    .where(and(eq(companyDocumentFolders.tenantId, tenantId), eq(companyDocumentFolders.id, id), isNull(companyDocumentFolders.deletedAt)))
    .for(mode);
  return row ?? null;
}

export async function liveDocumentsInFolder(db: Executor, tenantId: string, folderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.tenantId, tenantId), eq(companyDocuments.folderId, folderId), isNull(companyDocuments.deletedAt)));
  return Number(row?.n ?? 0);
}

export async function deleteFolder(db: Executor, tenantId: string, id: string): Promise<void> {
  await db.update(companyDocumentFolders).set({ deletedAt: new Date() }).where(and(eq(companyDocumentFolders.tenantId, tenantId), eq(companyDocumentFolders.id, id)));
}

// ---------- documents ----------

function documentsQuery(db: Executor, tenantId: string) {
  return db
    .select({ doc: companyDocuments, companyName: companies.name, folderName: companyDocumentFolders.name, latest: companyDocumentVersions, uploadedByName: users.name })
    .from(companyDocuments)
    .innerJoin(
      companyDocumentVersions,
      and(eq(companyDocumentVersions.documentId, companyDocuments.id), eq(companyDocumentVersions.version, companyDocuments.currentVersion), eq(companyDocumentVersions.tenantId, tenantId)),
    )
    .leftJoin(companies, and(eq(companies.id, companyDocuments.companyId), eq(companies.tenantId, tenantId)))
    .leftJoin(companyDocumentFolders, and(eq(companyDocumentFolders.id, companyDocuments.folderId), isNull(companyDocumentFolders.deletedAt)))
    .leftJoin(users, eq(users.id, companyDocumentVersions.uploadedByUserId));
}

type Joined = { doc: CompanyDocumentRow; companyName: string | null; folderName: string | null; latest: CompanyDocumentVersionRow; uploadedByName: string | null };
const withNames = (r: Joined): DocumentWithNames => ({ doc: r.doc, companyName: r.companyName, folderName: r.folderName, latest: { ...r.latest, uploadedByName: r.uploadedByName } });

export type DocumentListQuery = {
  companyId: string | null;
  folderId?: string;
  categories?: CompanyDocumentCategory[];
  search?: string;
  sortBy: CompanyDocumentSortField;
  sortOrder: "asc" | "desc";
  page: number;
  perpage: number;
};

export async function listDocuments(db: Executor, tenantId: string, q: DocumentListQuery): Promise<{ rows: DocumentWithNames[]; total: number }> {
  const conds: (SQL | undefined)[] = [eq(companyDocuments.tenantId, tenantId), ownerCond(companyDocuments, q.companyId), isNull(companyDocuments.deletedAt)];
  if (q.folderId) conds.push(eq(companyDocuments.folderId, q.folderId));
  if (q.categories?.length) conds.push(inArray(companyDocuments.category, q.categories));
  if (q.search) {
    const p = likePattern(q.search);
    conds.push(or(ilike(companyDocuments.title, p), ilike(companyDocumentVersions.fileName, p)));
  }
  const where = and(...conds);
  const dir = q.sortOrder === "asc" ? asc : desc;
  const order =
    q.sortBy === "title"
      ? [dir(sql`lower(${companyDocuments.title})`), dir(companyDocuments.id)]
      : q.sortBy === "expiryDate"
        ? [sql`${companyDocuments.expiryDate} ${sql.raw(q.sortOrder === "asc" ? "asc" : "desc")} nulls last`, dir(companyDocuments.id)]
        : [dir(companyDocuments.updatedAt), dir(companyDocuments.id)];
  const [rows, [{ total }]] = await Promise.all([
    documentsQuery(db, tenantId)
      .where(where)
      .orderBy(...order)
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db
      .select({ total: count() })
      .from(companyDocuments)
      .innerJoin(
        companyDocumentVersions,
        and(eq(companyDocumentVersions.documentId, companyDocuments.id), eq(companyDocumentVersions.version, companyDocuments.currentVersion), eq(companyDocumentVersions.tenantId, tenantId)),
      )
      .where(where),
  ]);
  return { rows: rows.map(withNames), total: Number(total) };
}

/** A live document of the tenant with its names and latest version, or null. */
export async function findDocument(db: Executor, tenantId: string, id: string): Promise<DocumentWithNames | null> {
  const [row] = await documentsQuery(db, tenantId).where(and(eq(companyDocuments.tenantId, tenantId), eq(companyDocuments.id, id), isNull(companyDocuments.deletedAt)));
  return row ? withNames(row) : null;
}

export async function lockDocument(db: Executor, tenantId: string, id: string): Promise<CompanyDocumentRow | null> {
  const [row] = await db
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.tenantId, tenantId), eq(companyDocuments.id, id), isNull(companyDocuments.deletedAt)))
    .for("update");
  return row ?? null;
}

export async function insertDocument(db: Executor, values: typeof companyDocuments.$inferInsert): Promise<CompanyDocumentRow> {
  const [row] = await db.insert(companyDocuments).values(values).returning();
  return row;
}

export async function updateDocument(db: Executor, tenantId: string, id: string, patch: Partial<typeof companyDocuments.$inferInsert>): Promise<CompanyDocumentRow> {
  const [row] = await db
    .update(companyDocuments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(companyDocuments.tenantId, tenantId), eq(companyDocuments.id, id)))
    .returning();
  return row;
}

export async function insertVersion(db: Executor, values: typeof companyDocumentVersions.$inferInsert): Promise<CompanyDocumentVersionRow> {
  const [row] = await db.insert(companyDocumentVersions).values(values).returning();
  return row;
}

export async function listVersions(db: Executor, tenantId: string, documentId: string): Promise<VersionWithUploader[]> {
  const rows = await db
    .select({ v: companyDocumentVersions, uploadedByName: users.name })
    .from(companyDocumentVersions)
    .leftJoin(users, eq(users.id, companyDocumentVersions.uploadedByUserId))
    .where(and(eq(companyDocumentVersions.tenantId, tenantId), eq(companyDocumentVersions.documentId, documentId)))
    .orderBy(desc(companyDocumentVersions.version));
  return rows.map((r) => ({ ...r.v, uploadedByName: r.uploadedByName }));
}

export async function findVersion(db: Executor, tenantId: string, id: string): Promise<CompanyDocumentVersionRow | null> {
  const [row] = await db.select().from(companyDocumentVersions).where(and(eq(companyDocumentVersions.tenantId, tenantId), eq(companyDocumentVersions.id, id)));
  return row ?? null;
}

// ---------- expiry (the reminders' scan) ----------

export type ExpiringDocument = { id: string; tenantId: string; companyId: string | null; companyName: string | null; title: string; expiryDate: string };

/** Live documents with an expiry date (of one firm, or every firm), whose client (if any) is live. */
export async function documentsWithExpiry(db: Executor, tenantId?: string): Promise<ExpiringDocument[]> {
  return db
    .select({
      id: companyDocuments.id,
      tenantId: companyDocuments.tenantId,
      companyId: companyDocuments.companyId,
      companyName: companies.name,
      title: companyDocuments.title,
      expiryDate: sql<string>`${companyDocuments.expiryDate}`,
    })
    .from(companyDocuments)
    .leftJoin(companies, and(eq(companies.id, companyDocuments.companyId), eq(companies.tenantId, companyDocuments.tenantId)))
    .where(
      and(
        tenantId ? eq(companyDocuments.tenantId, tenantId) : undefined,
        isNull(companyDocuments.deletedAt),
        isNotNull(companyDocuments.expiryDate),
        or(isNull(companyDocuments.companyId), isNull(companies.deletedAt)),
      ),
    );
}
