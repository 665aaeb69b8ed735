"use client";
// /app/quickbook-settings (quickbooks.manage): not set up on this server → how to set it up (setup-panel);
// set up, not connected → "Connect to QuickBooks", a plain link to GET /api/quickbook/auth (a full-page
// navigation to Intuit, which brings the browser back to /app/quickbooks/status); connected → the company,
// Disconnect (confirmed) and what to sync (connected-settings, loaded on demand).
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { focusRing } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed, QueryState } from "@/components/ui/screen-states";
import { Spinner } from "@/components/ui/spinner";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { QuickbooksStatus } from "../contract";
import { QB_CONNECT_HREF, QB_CUSTOMERS_PATH, QB_STATUS_PATH } from "./paths";
import { SetupPanel } from "./setup-panel";
import { useQuickbooksStatus } from "./use-status";

function Loading() {
  const t = useTranslations("quickbooks");
  return <Spinner label={t("loading")} className="py-6" />;
}

const ConnectedSettings = dynamic(() => import("./connected-settings").then((m) => m.ConnectedSettings), { ssr: false, loading: Loading });

export function QuickbooksSettingsScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("quickbooks");
  if (!can(viewer, "quickbooks.manage")) {
    return <NotAllowed title={t("settings.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <Settings />;
}

function Settings() {
  const t = useTranslations("quickbooks");
  const q = useQuickbooksStatus();
  return (
    <>
      <PageHeader
        title={t("settings.title")}
        description={t("settings.description")}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <TextLink href={QB_STATUS_PATH}>{t("actions.status")}</TextLink>
            <TextLink href={QB_CUSTOMERS_PATH}>{t("actions.customers")}</TextLink>
          </div>
        }
      />
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("actions.retry") }}>
        {(s) => (!s.configured ? <SetupPanel status={s} /> : s.connected ? <ConnectedSettings status={s} /> : <ConnectCard status={s} />)}
      </QueryState>
    </>
  );
}

/** A plain <a>: the browser itself goes to the call, which answers 302 to Intuit's consent page. */
export function ConnectLink({ className }: { className?: string }) {
  const t = useTranslations("quickbooks.settings.connect");
  return (
    <a
      href={QB_CONNECT_HREF}
      className={cn("inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover", focusRing, className)}
    >
      {t("button")}
    </a>
  );
}

function ConnectCard({ status }: { status: QuickbooksStatus }) {
  const t = useTranslations("quickbooks.settings.connect");
  const te = useTranslations("quickbooks.environment");
  return (
    <CardSection title={t("title")}>
      <p className="mb-2 text-sm">{t("description")}</p>
      <p className="mb-4 text-sm text-fg-muted">{t("environment", { environment: te(status.environment) })}</p>
      <ConnectLink />
    </CardSection>
  );
}
