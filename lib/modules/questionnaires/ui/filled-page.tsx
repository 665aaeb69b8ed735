// Server part of /app/filled-case-details and /app/filled-perm-case-details (perm): ?token= shows the link holder's own submitted answers (no
// sign-in); ?petitionId= is for signed-in staff and petitioners (signed-out visitors go to the login).
import "server-only";
import { redirect } from "next/navigation";
import { getPageSession } from "@/lib/modules/auth/page-session";
import { LOGIN_PATH } from "@/lib/shared/navigation";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { FILLED_PATH, FILLED_PERM_PATH } from "../contract";
import { FilledCaseScreen } from "./filled-view";
import { LinkGone } from "./link-gone";

export async function FilledCasePage({ searchParams, perm = false }: { searchParams: Promise<SearchParams>; perm?: boolean }) {
  const sp = await searchParams;
  const here = pathWithQuery(perm ? FILLED_PERM_PATH : FILLED_PATH, sp);
  const tenant = await requireFirm(here);
  const token = param(sp, "token");
  const petitionId = param(sp, "petitionId");
  if (token) return <FilledCaseScreen token={token} firmName={tenant.name} perm={perm} />;
  if (!petitionId) return <LinkGone reason="unknown" firmName={tenant.name} />;
  const session = await getPageSession();
  if (!session) redirect(`${LOGIN_PATH}?next=${encodeURIComponent(here)}`);
  return <FilledCaseScreen petitionId={petitionId} firmName={tenant.name} perm={perm} />;
}
