import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { JobsScreen } from "@/lib/modules/platform/ui/jobs-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("title") };
}

export default async function BackgroundJobsPage() {
  return <JobsScreen viewer={await getViewer()} />;
}
