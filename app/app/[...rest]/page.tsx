import { redirect } from "next/navigation";
import { optionalFirm } from "@/lib/modules/account/page-tenant";
import { shortLinkTarget } from "@/lib/modules/questionnaires/short-link";
import { getDb } from "@/lib/server/db/client";
import { NOT_FOUND_PATH } from "@/lib/shared/navigation";

// /app paths no screen matches go to /app/error-404 (spec section 2); more specific routes always win.
// One exception, the spec's `{token}` route: /app/<token> is the short form of a questionnaire link
// (e-mails give it for typing from a phone or a printed letter) and opens the link's own page.
export default async function UnknownAppPath({ params }: { params: Promise<{ rest: string[] }> }) {
  const { rest } = await params;
  const firm = rest.length === 1 ? await optionalFirm() : null;
  const target = firm ? await shortLinkTarget(await getDb(), firm, rest[0]) : null;
  redirect(target ?? NOT_FOUND_PATH);
}
