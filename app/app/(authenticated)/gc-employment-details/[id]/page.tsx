// /app/gc-employment-details/{id}: the green-card employment case (sub type 15), which the case list links
// to (spec section 2): the case screen opened on its Green card tab — the case from PERM to the I-140 and the
// I-485 (with the I-765 and I-131), each stage with its receipt, status, steps and USCIS notices, and the
// priority date against the Visa Bulletin — with every other tab of the case a click away.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { isUuid } from "@/lib/shared/route-params";
import { CaseScreen } from "../../petition-details/[id]/case-screen";
import { initialCaseDetails } from "../../cases/page-data";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cases"))("details.title") };
}

async function GcEmploymentDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const [viewer, initial] = await Promise.all([getViewer(), initialCaseDetails(id.toLowerCase())]);
  return <CaseScreen viewer={viewer} id={id.toLowerCase()} initial={initial} defaultTab="greenCard" />;
}

export default withMessages(GcEmploymentDetailsPage, ["cases", "clients", "communication", "esign.staff", "inkSign", "lca", "reminders"]);
