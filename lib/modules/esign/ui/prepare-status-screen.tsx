"use client";
// /app/auth/sign-tpl-prepare-status?id= — one envelope's preparation and sending status for the signed-in
// staff (spec sign-tpl-prepare-status): the document, its status, each signer's progress with the times they
// viewed and signed, and the events as a timeline; links back to the case and, while a draft, to the prepare
// screen. A session that ended on the way (401) goes to the login with the way back.
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DetailList } from "@/components/ui/detail-list";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState } from "@/components/ui/screen-states";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { LOGIN_PATH } from "@/lib/shared/navigation";
import type { EnvelopeDetails, EventDto, SignerDto } from "../contract";
import { ESIGN_PREPARE_PATH } from "../constants";
import { esignKeys } from "./keys";
import { caseFormsPath } from "./paths";
import { EnvelopeStatusBadge, SignerStatusBadge } from "./status-badges";

export function PrepareStatusScreen({ id }: { id: string }) {
  const q = useQuery({
    queryKey: esignKeys.details(id),
    queryFn: ({ signal }) => apiPost<EnvelopeDetails>("esign/details", { id }, { signal }),
    retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2,
  });
  const router = useRouter();
  const signedOut = q.error instanceof ApiError && q.error.status === 401;
  useEffect(() => {
    if (signedOut) router.replace(`${LOGIN_PATH}?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }, [signedOut, router]);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <DetailsQueryState namespace="esign.staff" query={q} backHref="/app/cases">
        {(env) => <Status env={env} />}
      </DetailsQueryState>
    </div>
  );
}

function Status({ env }: { env: EnvelopeDetails }) {
  const t = useTranslations("esign.staff");
  const f = useFormat();
  const when = (v: string | null) => (v ? f.dateTime(v) : null);
  const name = (signerId: string | null) => env.signers.find((s) => s.id === signerId)?.name ?? null;
  const columns: Column<SignerDto>[] = [
    { key: "order", header: t("columns.order"), cell: (s) => s.order },
    {
      key: "signer",
      header: t("columns.signer"),
      cell: (s) => (
        <div className="flex flex-col">
          <span className="font-medium">{s.name}</span>
          <span className="text-xs text-fg-muted">{s.email}</span>
        </div>
      ),
    },
    { key: "status", header: t("columns.status"), cell: (s) => <SignerStatusBadge status={s.status} /> },
    { key: "viewed", header: t("columns.viewed"), cell: (s) => when(s.viewedAt) ?? "—" },
    {
      key: "signed",
      header: t("columns.signed"),
      cell: (s) =>
        s.declinedAt ? (
          <span className="text-danger">{t("declinedAt", { date: f.dateTime(s.declinedAt), reason: s.declineReason ?? "—" })}</span>
        ) : (
          (when(s.signedAt) ?? "—")
        ),
    },
  ];
  const events = [...env.events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <>
      <PageHeader
        title={t("statusPage.title", { name: env.documentName })}
        description={<EnvelopeStatusBadge status={env.status} />}
        actions={
          <>
            <LinkButton href={caseFormsPath(env.petitionId)} variant="ghost">
              {t("backToCase")}
            </LinkButton>
            {env.actions.saveFields ? (
              <LinkButton href={`${ESIGN_PREPARE_PATH}/${env.id}`} variant="primary">
                {t("prepare")}
              </LinkButton>
            ) : null}
          </>
        }
      />
      <DetailList
        items={[
          { label: t("statusPage.document"), value: env.documentName },
          { label: t("statusPage.pages"), value: env.pageCount },
          { label: t("statusPage.order"), value: t(`order.${env.order}`) },
          { label: t("statusPage.fields"), value: env.fields.length },
          { label: t("statusPage.created"), value: f.dateTime(env.createdAt) },
          { label: env.completedAt ? t("statusPage.completed") : t("statusPage.expires"), value: f.dateTime(env.completedAt ?? env.expiresAt) },
          { label: t("statusPage.message"), value: env.message },
        ]}
      />
      <DataTable caption={t("statusPage.signers")} columns={columns} rows={env.signers} rowKey={(s) => s.id} emptyTitle={t("statusPage.noSigners")} />
      <section aria-labelledby="esign-events" className="grid gap-2">
        <h2 id="esign-events" className="text-base font-semibold text-fg">
          {t("statusPage.events")}
        </h2>
        <ol className="grid gap-2 border-l-2 border-border pl-4">
          {events.map((e) => (
            <li key={e.id} className="text-sm">
              <span className="font-medium">{eventText(t, e, name(e.signerId))}</span> <span className="text-fg-muted">· {f.dateTime(e.at)}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** The event's words (an event kind this screen does not know yet is shown as its code), with its signer. */
function eventText(t: ReturnType<typeof useTranslations<"esign.staff">>, e: EventDto, signer: string | null): string {
  const key = `events.${e.kind}` as const;
  const event = t.has(key) ? t(key) : e.kind;
  return signer ? t("events.bySigner", { event, signer }) : event;
}
