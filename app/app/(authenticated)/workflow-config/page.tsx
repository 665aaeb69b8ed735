import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { WorkflowConfigScreen } from "@/lib/modules/workflow/ui/workflow-config-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("workflow"))("title") };
}

export default async function WorkflowConfigPage() {
  return <WorkflowConfigScreen viewer={await getViewer()} />;
}
