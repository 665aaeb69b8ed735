// /app/google-drive-check — the OAuth return of Google Drive, Dropbox and OneDrive (?code&state or ?error&state): on the bare domain on to the state's firm, on the firm's host the connection finished and its outcome shown
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { optionalFirm, param, pathWithQuery, type SearchParams } from "@/lib/modules/account/page-tenant";
import { forwardPath } from "@/lib/modules/drives/connect";
import { DriveCallbackScreen } from "@/lib/modules/drives/ui/callback-screen";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("drives"))("callback.title") };
}

async function DriveCheckPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const state = param(sp, "state");
  const firm = await optionalFirm();
  if (!firm) {
    // The providers come back to the one redirect URI on the bare domain: on to the firm that started.
    const target = await forwardPath(state);
    if (target) redirect(tenantUrl(target.slug, pathWithQuery("/app/google-drive-check", sp)));
  }
  return <DriveCallbackScreen state={firm ? state : ""} code={param(sp, "code")} error={param(sp, "error")} />;
}

export default withMessages(DriveCheckPage, ["drives.callback", "drives.names"]);
