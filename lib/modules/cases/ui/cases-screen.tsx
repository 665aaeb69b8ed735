"use client";
// /app/petitions and /app/cases: the cases the viewer may see — server-side list with filters, sort and
// pagination kept in the URL (?filter=&search=&page=&perpage=&sort=, ?petitionerId= for the customers
// drill-down), quick links (all, active, green card), and "New case" for the roles that create cases.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column } from "@/components/ui/data-table";
import { ListViewTable } from "@/components/list/list-view-table";
import { TextLink } from "@/components/ui/link-button";
import { RowLink } from "@/components/ui/row-link";
import { PageHeader } from "@/components/ui/page-header";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/button";
import Link from "next/link";
import type { Viewer } from "@/lib/shared/viewer";
import { NotAllowed } from "@/components/ui/screen-states";
import { listHref } from "@/components/list/list-url";
import type { InitialList } from "@/components/list/list-definition";
import type { CaseListRow } from "../contract";
import { CLOSED_STATUS_IDS, GC_EMPLOYMENT_SUB_TYPE_ID } from "../constants";
import { CaseFilters, activeFilterCount } from "./case-filters";
import { DueDate, PremiumCell } from "./deadline";
import { caseStatusTone, useActivityLabel } from "./labels";
import { CASES_PATH, caseNumberOf } from "./links";
import { useCaseList } from "./use-case-list";
import { can } from "@/lib/shared/permissions";
import { ROLE } from "@/lib/shared/constants/roles";
import dynamic from "next/dynamic";

// The New case form loads when first opened, not with the list (first-load JS budget).
const CaseCreateDialog = dynamic(() => import("./case-create-dialog").then((m) => m.CaseCreateDialog));

/** The quick links of the list: each is a plain link to a filtered view, so it can be bookmarked. */
const QUICK_LINKS = [
  { key: "all", href: CASES_PATH },
  { key: "active", href: listHref(CASES_PATH, { getActiveCases: true }) },
  { key: "greenCard", href: listHref(CASES_PATH, { typeIds: [3], subTypeIds: [GC_EMPLOYMENT_SUB_TYPE_ID] }) },
  { key: "rfe", href: listHref(CASES_PATH, { rfeCases: true }) },
] as const;

/** What the list holds for the reader: the firm's cases, the petitioner's company's, or the beneficiary's own. */
const descriptionKey = (roleId: number) =>
  roleId === ROLE.PETITIONER ? "descriptionPetitioner" : roleId === ROLE.BENEFICIARY ? "descriptionBeneficiary" : "description";

/** `initial`: the first page the server read for this URL (app/app/(authenticated)/cases/page-data.ts), or null. */
export function CasesScreen({ viewer, initial }: { viewer: Viewer; initial?: InitialList<CaseListRow> | null }) {
  const t = useTranslations("cases");
  if (!can(viewer, "case.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <CasesList viewer={viewer} initial={initial} />;
}

function QuickLinks() {
  const t = useTranslations("cases");
  const params = useSearchParams();
  const current = `${CASES_PATH}${params.size ? `?${params.toString()}` : ""}`;
  return (
    <nav aria-label={t("quick.label")} className="mb-4 flex flex-wrap gap-2">
      {QUICK_LINKS.map((l) => {
        const active = current === l.href;
        return (
          <Link
            key={l.key}
            href={l.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm font-medium",
              focusRing,
              active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-surface text-fg hover:bg-surface-muted",
            )}
          >
            {t(`quick.${l.key}`)}
          </Link>
        );
      })}
    </nav>
  );
}

function CasesList({ viewer, initial }: { viewer: Viewer; initial?: InitialList<CaseListRow> | null }) {
  const t = useTranslations("cases");
  const activity = useActivityLabel();
  const { view, update, query, petitionerId } = useCaseList(initial);
  const [creating, setCreating] = useState(false);
  // The dialog's code is fetched on the first "New case", then kept mounted (it returns focus on close).
  const [createOpened, setCreateOpened] = useState(false);
  const openCreate = () => {
    setCreateOpened(true);
    setCreating(true);
  };
  const canCreate = can(viewer, "case.create");
  const filtered = Boolean(view.search || activeFilterCount(view.matcher) || petitionerId);
  const drillName = petitionerId ? query.data?.data.find((r) => r.petitionerId === petitionerId)?.petitionerName : undefined;

  const columns: Column<CaseListRow>[] = [
    {
      key: "caseNumber",
      header: t("columns.caseNumber"),
      sortable: true,
      cell: (c) => (
        <span className="flex flex-col">
          <RowLink href={c.detailsPath} aria-label={t("openCase", { number: caseNumberOf(c) })}>
            {caseNumberOf(c)}
          </RowLink>
          {c.title ? (
            <span className="max-w-56 truncate text-xs text-fg-muted" title={c.title}>
              {c.title}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: "type",
      header: t("columns.type"),
      cell: (c) => (
        <span className="flex flex-col">
          <span>{c.typeName ?? "—"}</span>
          {c.subTypeName ? <span className="text-xs text-fg-muted">{c.subTypeName}</span> : null}
        </span>
      ),
    },
    { key: "petitionerName", header: t("columns.client"), sortable: true, cell: (c) => c.petitionerName ?? <span className="text-fg-muted">—</span> },
    { key: "beneficiaryName", header: t("columns.beneficiary"), sortable: true, cell: (c) => c.beneficiaryName ?? <span className="text-fg-muted">—</span> },
    {
      key: "statusId",
      header: t("columns.status"),
      sortable: true,
      className: "whitespace-nowrap",
      cell: (c) => <Badge tone={caseStatusTone(c.statusId)}>{c.statusName ?? t("statusUnknown", { id: c.statusId })}</Badge>,
    },
    {
      key: "next",
      header: t("columns.nextStep"),
      cell: (c) => (c.currentActivity ? activity(c.currentActivity) : <span className="text-fg-muted">{t("workflow.complete")}</span>),
    },
    {
      key: "deadlineDate",
      header: t("columns.deadline"),
      sortable: true,
      className: "whitespace-nowrap",
      cell: (c) => <DueDate date={c.deadlineDate} closed={CLOSED_STATUS_IDS.includes(c.statusId)} />,
    },
    {
      key: "premium",
      header: <abbr title={t("columns.premium")} className="no-underline">{t("premium")}</abbr>,
      className: "whitespace-nowrap",
      cell: (c) => <PremiumCell premium={c.premiumProcessing} deadline={c.premiumDeadline} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t("title")}
        description={drillName ? t("drillDown", { name: drillName }) : t(descriptionKey(viewer.roleId))}
        actions={canCreate ? <Button onClick={openCreate}>{t("create.open")}</Button> : null}
      />
      <QuickLinks />
      {petitionerId ? (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-fg">
          {t("drillDownActive", { name: drillName ?? t("drillDownClient") })}
          <TextLink href={listHref(CASES_PATH, view.matcher)}>{t("drillDownClear")}</TextLink>
        </p>
      ) : null}
      <CaseFilters view={view} update={update} roleId={viewer.roleId} />
      <ListViewTable
        namespace="cases"
        density="compact"
        filtered={filtered}
        columns={columns}
        rowKey={(c) => c.id}
        view={view}
        update={update}
        query={query}
        emptyDescription={canCreate ? undefined : t("empty.descriptionReader")}
        emptyAction={canCreate ? <Button onClick={openCreate}>{t("create.open")}</Button> : undefined}
      />
      {canCreate && createOpened ? <CaseCreateDialog open={creating} onOpenChange={setCreating} viewer={viewer} /> : null}
    </>
  );
}

