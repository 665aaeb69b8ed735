// Server part of the employee's Section 1 page (/app/I9-questionnaire/{id}?token=): the firm from the host,
// the link checked without using it, then the form or the plain "expired / already signed / not valid"
// page. Opened without a token (a signed-in user following the spec's route), it is the record's page. The
// employee's correction link (/app/i9-correction/{id}?token=) works the same way.
import "server-only";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/server/db/client";
import { serviceContext } from "@/lib/server/context";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { linkState } from "../links";
import { SECTION1_CORRECTION_PATH, SECTION1_PATH } from "../section1-contract";
import { Section1CorrectionScreen, Section1Gone, Section1Screen } from "./section1-form";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function Section1LinkPage({ itemId, searchParams }: { itemId: string; searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const token = param(sp, "token");
  if (!token && UUID.test(itemId)) redirect(`/app/i9-details/${itemId}`);
  const tenant = await requireFirm(pathWithQuery(`${SECTION1_PATH}/${itemId}`, sp));
  const state = UUID.test(itemId) ? await linkState(serviceContext({ db: await getDb(), tenant, actor: null, bearer: token }), "section1", itemId) : "unknown";
  if (state !== "open") return <Section1Gone reason={state} firmName={tenant.name} />;
  return <Section1Screen recordId={itemId} token={token} firmName={tenant.name} />;
}

/** The employee's Section 1 correction page (/app/i9-correction/{id}?token=): the same checks, then the form as on file. */
export async function Section1CorrectionLinkPage({ itemId, searchParams }: { itemId: string; searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const token = param(sp, "token");
  if (!token && UUID.test(itemId)) redirect(`/app/i9-details/${itemId}`);
  const tenant = await requireFirm(pathWithQuery(`${SECTION1_CORRECTION_PATH}/${itemId}`, sp));
  const state = UUID.test(itemId) ? await linkState(serviceContext({ db: await getDb(), tenant, actor: null, bearer: token }), "section1_correction", itemId) : "unknown";
  if (state !== "open") return <Section1Gone reason={state} firmName={tenant.name} />;
  return <Section1CorrectionScreen recordId={itemId} token={token} firmName={tenant.name} />;
}
