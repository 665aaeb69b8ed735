import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { WorkflowConfigScreen } from "@/lib/modules/workflow/ui/workflow-config-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("workflow"))("title") };
}

async function WorkflowConfigPage() {
  return <WorkflowConfigScreen viewer={await getViewer()} />;
}

export default withMessages(WorkflowConfigPage, ["workflow"]);
