import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { ProfileScreen } from "@/lib/modules/profile/ui/profile-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("profile"))("title") };
}

async function ProfilePage() {
  return <ProfileScreen viewer={await getViewer()} />;
}

export default withMessages(ProfilePage, ["profile", "users"]);
