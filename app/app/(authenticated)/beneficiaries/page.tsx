import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { BeneficiariesScreen } from "@/lib/modules/beneficiaries/ui/beneficiaries-screen";
import { focusParam } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("beneficiaries"))("title") };
}

/** ?focus=<id> opens that beneficiary; the list state (?filter=&search=&page=&sort=) is read on the client. */
async function BeneficiariesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { focus } = await searchParams;
  return <BeneficiariesScreen viewer={await getViewer()} focusId={focusParam(focus)} />;
}

export default withMessages(BeneficiariesPage, ["beneficiaries", "clients", "settings.address"]);
