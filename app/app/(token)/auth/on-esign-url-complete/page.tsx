import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResultCard } from "@/lib/modules/account/ui";
import { optionalFirm, param, type SearchParams } from "@/lib/modules/account/page-tenant";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("esign"))("fullySigned.title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

// /app/auth/on-esign-url-complete — where the signing page goes when that signature completed the document
// (every signer has signed); /app/auth/on-esign-complete is for a signature that still waits for others
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("esign");
  const document = param(await searchParams, "document").slice(0, 200);
  const firm = (await optionalFirm())?.name ?? t("fullySigned.theFirm");
  return (
    <ResultCard tone="success" title={t("fullySigned.title")}>
      <p>{document ? t("fullySigned.named", { document, firm }) : t("fullySigned.body", { firm })}</p>
    </ResultCard>
  );
}
