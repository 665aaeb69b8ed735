import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { UsersScreen } from "@/lib/modules/users/ui/users-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("users"))("title") };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?focus=<membership id> marks that user in the list and opens them; ?branch=<branch id> filters by branch. */
export default async function UsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { focus, branch } = await searchParams;
  const id = (v: string | string[] | undefined) => (typeof v === "string" && UUID.test(v) ? v.toLowerCase() : undefined);
  return <UsersScreen viewer={await getViewer()} focusId={id(focus)} branchId={id(branch)} />;
}
