import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ModuleUnavailable } from "@/lib/modules/shell/ui/module-unavailable";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("dashboard.modules.paf"))("title") };
}

// /app/paf-requests exists as a landing target of the navigation rules; the module itself is not built yet.
export default function Page() {
  return <ModuleUnavailable module="paf" />;
}
