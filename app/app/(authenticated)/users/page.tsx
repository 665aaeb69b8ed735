import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listHref } from "@/components/list/list-url";
import { focusParam } from "@/lib/shared/route-params";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { UsersScreen } from "@/lib/modules/users/ui/users-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("users"))("title") };
}

/**
 * ?focus=<membership id> marks that user in the list and opens them; ?branch=<branch id> (the branch
 * details link) becomes the list's branch filter in the URL, so Clear filters and the back button see it.
 */
async function UsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { focus, branch } = await searchParams;
  const branchId = focusParam(branch);
  const focusId = focusParam(focus);
  if (branchId) redirect(listHref("/app/users", { branchIds: [branchId] }, focusId ? { focus: focusId } : {}));
  return <UsersScreen viewer={await getViewer()} focusId={focusId} />;
}

export default withMessages(UsersPage, ["users"]);
