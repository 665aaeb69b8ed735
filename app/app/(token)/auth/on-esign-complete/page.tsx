import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResultCard } from "@/lib/modules/account/ui";
import { param, type SearchParams } from "@/lib/modules/account/page-tenant";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("esign"))("done.title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

// /app/auth/on-esign-complete — where the signing page goes once the signer has signed (spec: on-esign-complete)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("esign");
  const document = param(await searchParams, "document").slice(0, 200);
  return (
    <ResultCard tone="success" title={t("done.title")}>
      <p>{document ? t("done.named", { document }) : t("done.body")}</p>
    </ResultCard>
  );
}
