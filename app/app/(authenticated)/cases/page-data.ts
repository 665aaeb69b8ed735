// The first data of the case screens, read on the server and sent with the HTML (issue 8: the list's
// rows and the case's header are the largest paint; without this they waited for the JavaScript, then
// for a second round trip). The services are the API routes' own (/api/petition/list, /details), called
// with the page's session; the screens use the answer as their query's initial data and fall back to
// their own call when there is none (no permission, a case not found: the screen shows its state).
import "server-only";
import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import type { InitialList } from "@/components/list/list-definition";
import { canonicalListQuery } from "@/components/list/list-url";
import { getPageSession } from "@/lib/modules/auth/page-session";
import { getCaseDetails } from "@/lib/modules/cases/case-details";
import type { CaseDetails, CaseListRow } from "@/lib/modules/cases/contract";
import { listCases } from "@/lib/modules/cases/list-cases";
import { caseListBody, caseListMatcher } from "@/lib/modules/cases/list-contract";
import { CASE_LIST, caseListRequest } from "@/lib/modules/cases/ui/case-list-definition";
import { serviceContext, type ActorContext } from "@/lib/server/context";
import { getDb } from "@/lib/server/db/client";
import { clockOf } from "@/lib/server/http/define-route";
import { log } from "@/lib/server/log";
import { formatLocale } from "@/lib/shared/format/locale";
import { can } from "@/lib/shared/permissions";

/** What the API would answer, as the browser would receive it (JSON: dates as ISO strings). */
const asJson = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The service context of this page request (the API's, with the server's clock: the firm's day in UTC). */
async function pageContext(): Promise<ActorContext | null> {
  const session = await getPageSession();
  if (!session || !can(session.actor, "case.read")) return null;
  return serviceContext({ db: await getDb(), tenant: session.tenant, actor: session.actor, clock: clockOf({}), locale: formatLocale(await getLocale()) });
}

type Search = Record<string, string | string[] | undefined>;

function paramsOf(search: Search): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) for (const one of [v ?? []].flat()) params.append(k, one);
  return params;
}

/**
 * The case list screens read the URL's filter without zod (serverCheckedMatcher): a URL whose filter the
 * contract's schema refuses or changes is redirected here to its checked form (bad parts dropped), as the
 * screen used to fall back to the defaults itself.
 */
export function checkCaseListUrl(pathname: string, search: Search): void {
  const query = canonicalListQuery(paramsOf(search), CASE_LIST, caseListMatcher);
  if (query !== null) redirect(`${pathname}${query}`);
}

/** The list page of a /app/cases URL (its query string), or null when the browser should ask itself. */
export async function initialCaseList(search: Search): Promise<InitialList<CaseListRow> | null> {
  try {
    const ctx = await pageContext();
    if (!ctx) return null;
    const params = paramsOf(search);
    const request = caseListRequest(params);
    const parsed = caseListBody.safeParse(request);
    if (!parsed.success) return null;
    const { rows, total } = await listCases(ctx, parsed.data);
    return { body: JSON.stringify(request), today: ctx.clock.today, data: asJson({ data: rows, pagination: { page: parsed.data.page, perpage: parsed.data.perpage, total } }) };
  } catch (err) {
    log.warn({ err }, "[cases] the list page could not be read for the first paint");
    return null;
  }
}

/** One case's details as /api/petition/details answers them, or null (not visible, not found: the screen asks and shows its state). */
export async function initialCaseDetails(id: string): Promise<{ today: string; data: CaseDetails } | null> {
  try {
    const ctx = await pageContext();
    if (!ctx) return null;
    return { today: ctx.clock.today, data: asJson(await getCaseDetails(ctx, id)) };
  } catch {
    return null;
  }
}
