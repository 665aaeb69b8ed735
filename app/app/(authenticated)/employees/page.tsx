import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { EmployeesScreen } from "@/lib/modules/i9/ui/employees-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.employees"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function EmployeesPage() {
  return <EmployeesScreen viewer={await getViewer()} />;
}

export default withMessages(EmployeesPage, ["i9.employees", "i9.records", "i9.users"]);
