"use client";
// /app/platform-billing (billing.admin, the platform admin): the platform's billing of every firm and
// petitioner company, one tab each (?tab=): subscriptions, invoices (with "Mark paid"), coupons (with "New
// coupon") and the plans. Each list keeps its view in the URL; switching tabs starts the next list afresh.
import { useTranslations } from "next-intl";
import { writeHistory } from "@/components/list/list-view";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { Tabs } from "@/components/ui/tabs";
import { useUrlTab } from "@/components/ui/use-url-tab";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { PlatformCoupons } from "./platform-coupons";
import { PlatformInvoices } from "./platform-invoices";
import { PlatformPlans } from "./platform-plans";
import { PlatformSubscriptions } from "./platform-subscriptions";

const TABS = ["subscriptions", "invoices", "coupons", "plans"] as const;
type Tab = (typeof TABS)[number];

/** The list view's URL parameters (components/list/list-url.ts): left behind when another tab opens. */
const LIST_PARAMS = ["filter", "search", "sort", "page", "perpage"];

export function PlatformBillingScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("platformBilling");
  if (!can(viewer, "billing.admin")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <PlatformBilling />;
}

function PlatformBilling() {
  const t = useTranslations("platformBilling");
  const [tab] = useUrlTab(TABS, "subscriptions");
  /** One history entry: ?tab= set (the default tab not written, as useUrlTab does) and the other list's view left behind. */
  const open = (next: Tab) => {
    if (next === tab) return;
    const q = new URLSearchParams(window.location.search);
    LIST_PARAMS.forEach((p) => q.delete(p));
    if (next === "subscriptions") q.delete("tab");
    else q.set("tab", next);
    const s = q.toString();
    writeHistory(`${window.location.pathname}${s ? `?${s}` : ""}`, "push");
  };
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Tabs items={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))} value={tab} onValueChange={(v) => open(v as Tab)} label={t("tabs.label")}>
        {tab === "subscriptions" ? <PlatformSubscriptions /> : null}
        {tab === "invoices" ? <PlatformInvoices /> : null}
        {tab === "coupons" ? <PlatformCoupons /> : null}
        {tab === "plans" ? <PlatformPlans /> : null}
      </Tabs>
    </>
  );
}
