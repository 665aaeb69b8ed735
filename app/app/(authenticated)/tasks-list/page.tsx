import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { TasksScreen } from "@/lib/modules/reminders/ui/tasks-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reminders"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function TasksListPage() {
  return <TasksScreen viewer={await getViewer()} />;
}

export default withMessages(TasksListPage, ["reminders"]);
