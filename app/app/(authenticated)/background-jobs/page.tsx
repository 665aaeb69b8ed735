import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { JobsScreen } from "@/lib/modules/platform/ui/jobs-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("title") };
}

async function BackgroundJobsPage() {
  return <JobsScreen viewer={await getViewer()} />;
}

export default withMessages(BackgroundJobsPage, ["jobs"]);
