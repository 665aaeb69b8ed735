import type { Metadata } from "next";
import { optionalFirm } from "@/lib/modules/account/page-tenant";
import { LegalPage, legalTitle } from "@/lib/modules/account/ui/legal-page";

export async function generateMetadata(): Promise<Metadata> {
  return { title: await legalTitle("terms") };
}

export default async function Page() {
  await optionalFirm();
  return <LegalPage doc="terms" />;
}
