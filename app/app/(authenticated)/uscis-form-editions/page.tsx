import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { FormEditionsScreen } from "@/lib/modules/uscis-forms/ui/form-editions-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("uscisForms.editions"))("title") };
}

async function UscisFormEditionsPage() {
  return <FormEditionsScreen viewer={await getViewer()} />;
}

export default withMessages(UscisFormEditionsPage, ["uscisForms.editions", "uscisForms.paths"]);
