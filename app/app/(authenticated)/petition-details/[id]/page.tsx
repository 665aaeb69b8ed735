import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CaseScreen } from "./case-screen";
import { isUuid } from "@/lib/shared/route-params";
import { initialCaseDetails } from "../../cases/page-data";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cases"))("details.title") };
}

/** The selected tab (?tab=) is read on the client; a link without it opens Case Details. The case itself comes with the HTML (../../cases/page-data.ts). */
async function PetitionDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const [viewer, initial] = await Promise.all([getViewer(), initialCaseDetails(id.toLowerCase())]);
  return <CaseScreen viewer={viewer} id={id.toLowerCase()} initial={initial} />;
}

export default withMessages(PetitionDetailsPage, ["cases", "clients", "communication", "esign.staff", "inkSign", "lca", "reminders"]);
