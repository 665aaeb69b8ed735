// Server part of the cap registration's token pages: the firm from the host, the token checked without
// using it, then the form (or the read-only view) or the plain "expired / already sent / not valid" page.
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { serviceContext } from "@/lib/server/context";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { CAP_FILL_PATH, CAP_FILLED_PATH } from "../fill-contract";
import { capLinkState } from "../fill-link";
import { CapFillGone, CapFillScreen, CapFilledScreen } from "./cap-fill";

export async function CapFillLinkPage({ searchParams, view = false }: { searchParams: Promise<SearchParams>; view?: boolean }) {
  const sp = await searchParams;
  const tenant = await requireFirm(pathWithQuery(view ? CAP_FILLED_PATH : CAP_FILL_PATH, sp));
  const token = param(sp, "token");
  const state = await capLinkState(serviceContext({ db: await getDb(), tenant, actor: null, bearer: token }), view);
  if (state !== "open") return <CapFillGone reason={state} firmName={tenant.name} />;
  return view ? <CapFilledScreen token={token} firmName={tenant.name} /> : <CapFillScreen token={token} firmName={tenant.name} />;
}
