import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { IndividualsScreen } from "@/lib/modules/individuals/ui/individuals-screen";
import { focusParam } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("individuals"))("title") };
}

/** ?focus=<id> opens that sponsor; the list state (?filter=&search=&page=&sort=) is read on the client. */
async function IndividualsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { focus } = await searchParams;
  return <IndividualsScreen viewer={await getViewer()} focusId={focusParam(focus)} />;
}

export default withMessages(IndividualsPage, ["clients", "individuals", "settings.address"]);
