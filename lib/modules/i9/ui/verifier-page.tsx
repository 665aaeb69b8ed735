// Server part of a remote verifier's token pages: i9/fill-verifier-info/{id}?token= (Section 2 form) and
// filled-i9-details/{id}?token= (what was sent, read-only until the link expires). The firm from the host,
// the link checked without using it, then the screen or the plain "expired / already signed / not valid".
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { serviceContext } from "@/lib/server/context";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { linkState } from "../links";
import { VERIFIER_FILL_PATH, VERIFIER_FILLED_PATH } from "../verifier-contract";
import { VerifierFillScreen, VerifierFilledScreen, VerifierGone } from "./verifier-fill";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function VerifierLinkPage({ itemId, searchParams, view = false }: { itemId: string; searchParams: Promise<SearchParams>; view?: boolean }) {
  const sp = await searchParams;
  const tenant = await requireFirm(pathWithQuery(`${view ? VERIFIER_FILLED_PATH : VERIFIER_FILL_PATH}/${itemId}`, sp));
  const token = param(sp, "token");
  const state = UUID.test(itemId) && token ? await linkState(serviceContext({ db: await getDb(), tenant, actor: null, bearer: token }), "verifier", itemId, view) : "unknown";
  if (state !== "open") return <VerifierGone reason={state} firmName={tenant.name} />;
  return view ? <VerifierFilledScreen recordId={itemId} token={token} firmName={tenant.name} /> : <VerifierFillScreen recordId={itemId} token={token} firmName={tenant.name} />;
}
