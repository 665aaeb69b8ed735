import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PrepareScreen } from "@/lib/modules/esign/ui/prepare-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("esign"))("staff.prepare.pageTitle") };
}

// /app/esign-prepare/[itemId] — the staff place the signers' boxes on a draft envelope, save and send it
async function Page({ params }: { params: Promise<{ itemId: string }> }) {
  const { itemId } = await params;
  return <PrepareScreen id={itemId.toLowerCase()} />;
}

export default withMessages(Page, ["esign.staff"]);
