import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { LetterEditorScreen } from "@/lib/modules/letters/ui/letter-editor-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("letters"))("title") };
}

async function LetterEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LetterEditorScreen viewer={await getViewer()} id={id.toLowerCase()} />;
}

export default withMessages(LetterEditorPage, ["letters"]);
