// Server part of the questionnaire pages: the firm from the host, the token checked without using it,
// then the form, a redirect to the page of the link's kind, or the plain "expired / already submitted /
// not valid" page naming the firm.
import "server-only";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/server/db/client";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { FILL_PATHS, type QuestionnaireKind } from "../contract";
import { linkStatus } from "../token-link";
import { LinkGone } from "./link-gone";
import { QuestionnaireScreen } from "./questionnaire-form";

export async function QuestionnaireLinkPage({ kind, searchParams }: { kind: QuestionnaireKind; searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const tenant = await requireFirm(pathWithQuery(FILL_PATHS[kind], sp));
  const token = param(sp, "token");
  const status = await linkStatus(await getDb(), tenant, token);
  if (status.state === "unknown") return <LinkGone reason="unknown" firmName={tenant.name} />;
  // Each kind has its page (the two PERM kinds share one): a link opened on another page goes to its own.
  if (status.kind && FILL_PATHS[status.kind] !== FILL_PATHS[kind]) redirect(`${FILL_PATHS[status.kind]}?token=${encodeURIComponent(token)}`);
  if (status.state !== "open") return <LinkGone reason={status.state} firmName={tenant.name} token={token} />;
  return <QuestionnaireScreen token={token} firmName={tenant.name} />;
}
