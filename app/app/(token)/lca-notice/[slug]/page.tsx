import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireFirm } from "@/lib/modules/account/page-tenant";
import { PublicNotice } from "@/lib/modules/lca/public-notice";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lcaNotice"))("title"), robots: { index: false, follow: false } };
}

// /app/lca-notice/<slug> — an LCA's electronic notice of filing, public on the firm's host while it is posted
export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const tenant = await requireFirm(`/app/lca-notice/${encodeURIComponent(slug)}`);
  return <PublicNotice tenant={tenant} slug={slug} />;
}
