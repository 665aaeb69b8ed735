"use client";
// /app/quickbooks/status (quickbooks.read): the connection (not set up / not connected / connected, the
// company, realm, environment, who connected and when), last sync and last error, the counts and the
// invoices whose push failed. Intuit's callback lands here with ?connected=1 or ?error=<code> (connect.ts):
// a success or an error note in the reader's language.
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { ScrollBox } from "@/components/ui/scroll-box";
import { Card, CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed, QueryState } from "@/components/ui/screen-states";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { QuickbooksStatus } from "../contract";
import { invoicePath, QB_CUSTOMERS_PATH, QB_SETTINGS_PATH } from "./paths";
import { useQuickbooksStatus } from "./use-status";

/** The ?error= codes of the OAuth callback (connect.ts); any other shows the generic note. */
const LANDING_ERRORS = ["invalid_state", "wrong_user", "access_denied", "refused", "exchange_failed", "realm_taken", "no_realm"] as const;

export function QuickbooksStatusScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("quickbooks");
  if (!can(viewer, "quickbooks.read")) {
    return <NotAllowed title={t("status.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <Status manage={can(viewer, "quickbooks.manage")} />;
}

function Landing() {
  const t = useTranslations("quickbooks.status.landing");
  const params = useSearchParams();
  const error = params.get("error");
  if (params.get("connected") === "1") {
    return (
      <Card role="status" className="mb-6 border-success">
        <p className="text-sm font-medium">{t("connected")}</p>
      </Card>
    );
  }
  if (!error) return null;
  const known = (LANDING_ERRORS as readonly string[]).includes(error);
  return (
    <Card role="alert" className="mb-6 border-danger">
      <p className="text-sm font-medium">{t(known ? (error as (typeof LANDING_ERRORS)[number]) : "unknown")}</p>
    </Card>
  );
}

function Status({ manage }: { manage: boolean }) {
  const t = useTranslations("quickbooks");
  const q = useQuickbooksStatus();
  return (
    <>
      <PageHeader
        title={t("status.title")}
        description={t("status.description")}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {manage ? <TextLink href={QB_SETTINGS_PATH}>{t("actions.settings")}</TextLink> : null}
            <TextLink href={QB_CUSTOMERS_PATH}>{t("actions.customers")}</TextLink>
          </div>
        }
      />
      <Landing />
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("actions.retry") }}>
        {(s) => <StatusView s={s} />}
      </QueryState>
    </>
  );
}

function StatusView({ s }: { s: QuickbooksStatus }) {
  const t = useTranslations("quickbooks.status");
  const te = useTranslations("quickbooks.environment");
  const f = useFormat();
  const state = !s.configured ? "notConfigured" : s.connected ? "connected" : "notConnected";
  const when = (v: string | null, none = t("never")) => (v ? f.dateTime(v) : none);
  return (
    <div className="grid gap-6">
      <CardSection title={t("connection")} actions={<Badge tone={s.connected ? "success" : "warning"}>{t(`state.${state}`)}</Badge>}>
        {s.connected ? null : <p className="mb-3 text-sm text-fg-muted">{t("notConnectedHint")}</p>}
        <DetailList
          items={[
            { label: t("company"), value: s.companyName },
            { label: t("realm"), value: s.realmId },
            { label: t("environment"), value: te(s.environment) },
            { label: t("connectedBy"), value: s.connectedBy },
            { label: t("connectedAt"), value: s.connectedAt ? f.dateTime(s.connectedAt) : null },
            { label: t("refreshExpiresAt"), value: s.refreshExpiresAt ? f.dateTime(s.refreshExpiresAt) : null },
            { label: t("lastSyncAt"), value: when(s.lastSyncAt) },
            { label: t("lastError"), value: s.lastError ? `${s.lastError}${s.lastErrorAt ? ` (${f.dateTime(s.lastErrorAt)})` : ""}` : t("none") },
          ]}
        />
      </CardSection>
      <CardSection title={t("counts.title")}>
        <dl className="grid gap-4 sm:grid-cols-4">
          {(["linkedCustomers", "invoicesPushed", "invoicesFailed", "paymentsPulled"] as const).map((k) => (
            <div key={k}>
              <dt className="text-xs font-medium uppercase tracking-wide text-fg-muted">{t(`counts.${k}`)}</dt>
              <dd className="mt-1 text-2xl font-semibold">{f.number(s.counts[k])}</dd>
            </div>
          ))}
        </dl>
      </CardSection>
      <CardSection title={t("failures.title")}>
        {s.failures.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("failures.none")}</p>
        ) : (
          <ScrollBox label={t("failures.title")}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t("failures.title")}</caption>
              <thead>
                <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-fg-muted">
                  <th scope="col" className="py-2 pr-3">{t("failures.invoice")}</th>
                  <th scope="col" className="py-2 pr-3">{t("failures.error")}</th>
                  <th scope="col" className="py-2">{t("failures.at")}</th>
                </tr>
              </thead>
              <tbody>
                {s.failures.map((x) => (
                  <tr key={x.invoiceId} className="border-b border-border align-top">
                    <td className="py-2 pr-3">
                      <TextLink href={invoicePath(x.invoiceId)}>{t("failures.open")}</TextLink>
                    </td>
                    <td className="py-2 pr-3">{x.error}</td>
                    <td className="py-2 whitespace-nowrap">{f.dateTime(x.at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
      </CardSection>
    </div>
  );
}
