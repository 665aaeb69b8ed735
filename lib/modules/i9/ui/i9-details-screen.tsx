"use client";
// /app/i9-details/{id}: one Form I-9 — its status and the dates the API computed (Sections due, receipt,
// reverification, retention and purge), Sections 1 and 2 (section1-card.tsx, section2-card.tsx), retention,
// E-Verify (everify-card.tsx), Supplement B (supplement-card.tsx), legal holds and the purge (retention-card.tsx), and its audit trail (who did what, when, from which IP), 25 per page.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { CardSection } from "@/components/ui/card";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DetailList } from "@/components/ui/detail-list";
import { TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { apiList, apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { I9DetailsDto, I9EventDto } from "../contract";
import { STATUS_TONE } from "./i9-list-screen";
import { i9Keys } from "./keys";
import { Section1Card } from "./section1-card";
import { Section2Card } from "./section2-card";
import { RetentionCard } from "./retention-card";
import { SupplementCard } from "./supplement-card";
import { EverifyCard } from "./everify-card";

export function I9DetailsScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("i9.records");
  const q = useQuery({ queryKey: i9Keys.record(id), queryFn: ({ signal }) => apiPost<I9DetailsDto>("i9/details", { id }, { signal }), enabled: can(viewer, "i9.read") });
  if (!can(viewer, "i9.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return (
    <DetailsQueryState namespace="i9.records" query={q} backHref="/app/i9-list">
      {(r) => <Details r={r} viewer={viewer} />}
    </DetailsQueryState>
  );
}

function Details({ r, viewer }: { r: I9DetailsDto; viewer: Viewer }) {
  const t = useTranslations("i9.records");
  const f = useFormat();
  const date = (d: string | null) => (d ? f.date(d) : null);
  return (
    <div className="grid gap-4">
      <PageHeader title={t("details.heading", { name: r.employeeName })} description={r.employerName} actions={<TextLink href="/app/i9-list">{t("details.back")}</TextLink>} />
      <CardSection title={t("details.summary")}>
        <p className="mb-4 flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONE[r.status]}>{t(`status.${r.status}`)}</Badge>
          {r.overdueDays ? <span className="text-sm text-danger">{t("overdue", { days: r.overdueDays })}</span> : null}
          {r.legalHold ? <Badge tone="warning">{t("details.legalHold")}</Badge> : null}
        </p>
        <DetailList
          className="lg:grid-cols-3"
          items={[
            { label: t("columns.hireDate"), value: f.date(r.hireDate) },
            { label: t("details.terminationDate"), value: date(r.terminationDate) },
            { label: t("details.edition"), value: r.edition },
            { label: t("details.section1Due"), value: f.date(r.section1Due) },
            { label: t("columns.section2Due"), value: r.shortJob ? `${f.date(r.section2Due)} (${t("details.shortJob")})` : f.date(r.section2Due) },
            { label: t("details.receiptDue"), value: date(r.receiptDocumentDue) },
            { label: t("columns.reverifyBy"), value: date(r.reverifyBy) },
            { label: t("details.retainUntil"), value: r.retainUntil ? f.date(r.retainUntil) : t("details.whileEmployed") },
            { label: t("columns.purgeFrom"), value: date(r.purgeFrom) },
          ]}
        />
      </CardSection>
      <Section1Card r={r} viewer={viewer} />
      <Section2Card r={r} viewer={viewer} />
      <EverifyCard r={r} viewer={viewer} />
      <SupplementCard r={r} viewer={viewer} />
      <RetentionCard r={r} viewer={viewer} />
      <AuditTrail id={r.id} />
    </div>
  );
}

function AuditTrail({ id }: { id: string }) {
  const t = useTranslations("i9.records.trail");
  const f = useFormat();
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: i9Keys.activity(id, page), queryFn: ({ signal }) => apiList<I9EventDto>("i9/activity-list", { id, page }, { signal }) });
  const columns: Column<I9EventDto>[] = [
    { key: "createdAt", header: t("when"), cell: (e) => f.dateTime(e.createdAt) },
    {
      key: "actor",
      header: t("who"),
      // The account that acted (or the link's holder), then the name typed in a signature box, kept apart.
      cell: (e) => (
        <>
          {e.accountName ? (
            <span title={e.accountEmail ?? undefined}>{e.accountName}</span>
          ) : (
            t(`actor.${e.actorKind}`)
          )}
          {e.signedAs ? <span className="block text-fg-muted">{t("signedAs", { name: e.signedAs })}</span> : null}
        </>
      ),
    },
    { key: "action", header: t("what"), cell: (e) => {
        // Message keys cannot hold dots: employee.created → action.employee_created.
        const key = `action.${e.action.replaceAll(".", "_")}`;
        return t.has(key) ? t(key) : e.action;
      },
    },
    { key: "ip", header: t("ip"), cell: (e) => e.ip ?? <span className="text-fg-muted">—</span> },
  ];
  return (
    <CardSection title={t("title")}>
      <DataTable
        caption={t("title")}
        columns={columns}
        rows={q.data?.data}
        rowKey={(e) => e.id}
        isLoading={q.isLoading}
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyTitle={t("empty")}
        pagination={{ page, perpage: 25, total: q.data?.pagination.total, onPageChange: setPage }}
      />
    </CardSection>
  );
}
