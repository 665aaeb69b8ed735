import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

/** The landing target of the I-9 product, which this firm cannot use yet: an honest empty page. */
export async function ModuleUnavailable({ module }: { module: "i9" }) {
  const t = await getTranslations(`dashboard.modules.${module}`);
  return (
    <>
      <PageHeader title={t("title")} />
      <EmptyState title={t("unavailableTitle")} description={t("unavailableDescription")} />
    </>
  );
}
