// Server part of /app/fill-lca-anonymous-user?token=: the firm from the host, the token checked without
// using it, then the form or the plain "expired / already sent / not valid" page naming the firm.
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { serviceContext } from "@/lib/server/context";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { LCA_FILL_PATH } from "../fill-contract";
import { fillLinkState } from "../fill-link";
import { LcaFillGone, LcaFillScreen } from "./lca-fill-form";

export async function LcaFillLinkPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const tenant = await requireFirm(pathWithQuery(LCA_FILL_PATH, sp));
  const token = param(sp, "token");
  const state = await fillLinkState(serviceContext({ db: await getDb(), tenant, actor: null, bearer: token }));
  if (state !== "open") return <LcaFillGone reason={state} firmName={tenant.name} />;
  return <LcaFillScreen token={token} firmName={tenant.name} />;
}
