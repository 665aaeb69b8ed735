// The global search's case documents: file name or document type, on cases the reader reaches (the cases
// module's one visibility rule), in the categories its role reads (policy.ts), a beneficiary only its own.
import "server-only";
import { visibleCaseLabels } from "@/lib/modules/cases/case-refs";
import type { ActorContext } from "@/lib/server/context";
import { readableCategories, seesOnlyOwnBeneficiaryDocs } from "./policy";
import { searchDocumentRows } from "./repository";

export type DocumentSearchHit = {
  id: string;
  fileName: string;
  docType: string;
  category: string;
  petitionId: string;
  caseNumber: string;
  caseTitle: string | null;
  /** The case's documents tab. */
  detailsPath: string;
};

/** Candidates read per hit shown: documents of cases outside the reader's reach are dropped after the text match. */
const CANDIDATES_PER_HIT = 10;

export async function searchDocuments(ctx: ActorContext, q: string, limit: number): Promise<DocumentSearchHit[]> {
  const { db, actor } = ctx;
  const categories = readableCategories(actor.roleId);
  if (!categories.length) return [];
  const rows = await searchDocumentRows(db, actor.tenantId, categories, q, limit * CANDIDATES_PER_HIT, seesOnlyOwnBeneficiaryDocs(actor.roleId) ? actor.userId : undefined);
  const cases = await visibleCaseLabels(
    db,
    actor,
    rows.map((r) => r.petitionId),
  );
  const hits: DocumentSearchHit[] = [];
  for (const r of rows) {
    const c = cases.get(r.petitionId);
    if (!c) continue;
    hits.push({ id: r.id, fileName: r.fileName, docType: r.docType, category: r.category, petitionId: r.petitionId, caseNumber: c.caseNumber, caseTitle: c.title, detailsPath: `${c.detailsPath}?tab=documents` });
    if (hits.length === limit) break;
  }
  return hits;
}
