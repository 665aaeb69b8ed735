// Server part of a remote verifier's token pages: i9/fill-verifier-info/{id}?token= (Section 2 form) and
// filled-i9-details/{id}?token= (what was sent, read-only until the link expires), also without the id
// (i9/fill-verifier-info?token=, filled-i9-details?token=: the spec's query-string form; the record is the
// token's). The firm from the host, the link checked without using it, then the screen or the plain
// "expired / already signed / not valid".
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { serviceContext } from "@/lib/server/context";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { linkRecordId, linkState } from "../links";
import { VERIFIER_FILL_PATH, VERIFIER_FILLED_PATH } from "../verifier-contract";
import { VerifierFillScreen, VerifierFilledScreen, VerifierGone } from "./verifier-fill";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function VerifierLinkPage({ itemId: pathId, searchParams, view = false }: { itemId?: string; searchParams: Promise<SearchParams>; view?: boolean }) {
  const sp = await searchParams;
  const base = view ? VERIFIER_FILLED_PATH : VERIFIER_FILL_PATH;
  const tenant = await requireFirm(pathWithQuery(pathId === undefined ? base : `${base}/${pathId}`, sp));
  const token = param(sp, "token");
  const ctx = serviceContext({ db: await getDb(), tenant, actor: null, bearer: token });
  const itemId = pathId ?? (token ? await linkRecordId(ctx, "verifier") : null) ?? "";
  const state = UUID.test(itemId) && token ? await linkState(ctx, "verifier", itemId, view) : "unknown";
  if (state !== "open") return <VerifierGone reason={state} firmName={tenant.name} />;
  return view ? <VerifierFilledScreen recordId={itemId} token={token} firmName={tenant.name} /> : <VerifierFillScreen recordId={itemId} token={token} firmName={tenant.name} />;
}
