"use client";
// The settings page's "Plan and billing" card, for the roles that subscribe (billing.manage: a firm's admins,
// a petitioner for its company; not the platform admin, who runs coupons and marks payments received). A
// petitioner without a plan or a payment method is sent to this page (lib/shared/navigation.ts). The body
// loads after the page (next/dynamic, no SSR: it fetches its data in the browser anyway), so the settings
// page's first-load JavaScript stays within its budget.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { CardSection } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";

function Loading() {
  const t = useTranslations("billing");
  return (
    <CardSection title={t("title")} className="mt-6">
      <Spinner label={t("loading")} />
    </CardSection>
  );
}

const BillingCardBody = dynamic(() => import("./billing-card-body").then((m) => m.BillingCardBody), { ssr: false, loading: Loading });

export function BillingCard({ viewer }: { viewer: Viewer }) {
  if (!can(viewer, "billing.manage") || can(viewer, "billing.admin")) return null;
  return <BillingCardBody />;
}
