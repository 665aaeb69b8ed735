"use client";
// The settings page's "Document sealing certificate" card, for the firm's settings managers (settings.view):
// which certificate seals the firm's completed e-signature documents, upload, replace and remove
// (identity-card-body.tsx). The body loads after the page (next/dynamic, no SSR: it fetches its data in the
// browser anyway), so the settings page's first-load JavaScript stays within its budget.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { CardSection } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";

function Loading() {
  const t = useTranslations("esign.identity");
  return (
    <CardSection title={t("title")} className="mt-6">
      <Spinner label={t("loading")} />
    </CardSection>
  );
}

const IdentityCardBody = dynamic(() => import("./identity-card-body").then((m) => m.IdentityCardBody), { ssr: false, loading: Loading });

export function EsignIdentityCard({ viewer }: { viewer: Viewer }) {
  if (!can(viewer, "settings.view")) return null;
  return <IdentityCardBody />;
}
