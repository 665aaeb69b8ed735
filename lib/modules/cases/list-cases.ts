// The case list (spec "List filters" and section 9 sorts): visibility, filters, sort and pagination
// in SQL (the page and its total in one statement), with the master-data names from the cache.
import "server-only";
import { caseMasterNames } from "./case-inputs";
import { todayOf, toListRow } from "./case-details";
import type { CaseListRow } from "./contract";
import type { CaseListBody } from "./list-contract";
import { caseVisibility } from "./policy";
import { listCases as listCaseRows } from "./repository/list";
import type { ActorContext } from "@/lib/server/context";

export async function listCases(ctx: ActorContext, body: CaseListBody): Promise<{ rows: CaseListRow[]; total: number }> {
  const { db, actor } = ctx;
  const [{ rows, total }, names] = await Promise.all([
    listCaseRows(db, actor.tenantId, {
      visibility: caseVisibility(actor),
      page: body.page,
      perpage: body.perpage,
      sortBy: body.sortBy,
      sortOrder: body.sortOrder,
      search: body.search || undefined,
      matcher: body.filter.matcher,
      petitionerId: body.petitionerId,
    }),
    caseMasterNames(db, actor.tenantId, ctx.locale),
  ]);
  return { rows: rows.map((r) => toListRow(r, names, todayOf(ctx))), total };
}
