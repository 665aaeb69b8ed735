import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PwdListScreen } from "@/lib/modules/perm/ui/pwd-list-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pwd"))("title") };
}

/** The list state (?filter=&page=&sort=) is read on the client from the URL. */
async function PwdListPage() {
  return <PwdListScreen viewer={await getViewer()} />;
}

export default withMessages(PwdListPage, ["clients", "pwd"]);
