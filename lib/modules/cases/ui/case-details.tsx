"use client";
// /app/petition-details/[id]: one case — header (number, type, status, client, beneficiaries, the
// deadline, premium-processing clock and RFE due date with overdue labels), the actions the API's
// rule flags allow, and the tabs (selected one in ?tab=, Case Details by default).
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs } from "@/components/ui/tabs";
import { useFormat, useToday } from "@/lib/shared/format/use-format";
import type { Viewer } from "@/lib/shared/viewer";
import { DetailList, type DetailItem } from "@/components/ui/detail-list";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { caseDeadlines, overdue } from "@/lib/modules/deadlines/rules";
import type { CaseDetails } from "../contract";
import { CaseActions } from "./case-actions";
import { CASES_PATH, caseNumberOf } from "./links";
import { caseStatusTone, useActivityLabel } from "./labels";
import dynamic from "next/dynamic";
import { CaseInfoTab } from "./tabs/case-info-tab";
import { CaseSlotsProvider, useCaseSlots, type CaseSlots } from "./slots";
import { useCaseDetails, type InitialCaseDetails } from "./use-case-details";
import { CASE_TABS, DEFAULT_CASE_TAB, useCaseTab, type CaseTab } from "./use-case-tab";
import { can } from "@/lib/shared/permissions";

// The other tabs load when first opened: Case Details is the one most visits need (first-load JS budget).
const BeneficiariesTab = dynamic(() => import("./tabs/beneficiaries-tab").then((m) => m.BeneficiariesTab));
const HistoryTab = dynamic(() => import("./tabs/history-tab").then((m) => m.HistoryTab));
const TrackingTab = dynamic(() => import("./tabs/tracking-tab").then((m) => m.TrackingTab));
const WorkflowTab = dynamic(() => import("./tabs/workflow-tab").then((m) => m.WorkflowTab));

export type { InitialCaseDetails } from "./use-case-details";

/** `slots`: the documents' and questionnaires' parts of the screen (see ./slots.tsx); `initial`: the case read by the server page. */
/** `defaultTab`: the tab a link without ?tab= opens (Case Details; the green card's own address opens its Green card tab). */
export function CaseDetailsScreen({ viewer, id, slots, initial, defaultTab }: { viewer: Viewer; id: string; slots: CaseSlots; initial?: InitialCaseDetails | null; defaultTab?: CaseTab }) {
  const t = useTranslations("cases");
  if (!can(viewer, "case.read")) {
    return <NotAllowed title={t("details.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return (
    <CaseSlotsProvider slots={slots}>
      <CaseDetailsLoader viewer={viewer} id={id} initial={initial} defaultTab={defaultTab} />
    </CaseSlotsProvider>
  );
}

function CaseDetailsLoader({ viewer, id, initial, defaultTab }: { viewer: Viewer; id: string; initial?: InitialCaseDetails | null; defaultTab?: CaseTab }) {
  return (
    <DetailsQueryState namespace="cases" query={useCaseDetails(id, initial)} backHref={CASES_PATH}>
      {(data) => <CaseDetailsView viewer={viewer} c={data} defaultTab={defaultTab} />}
    </DetailsQueryState>
  );
}

function CaseDetailsView({ viewer, c, defaultTab }: { viewer: Viewer; c: CaseDetails; defaultTab?: CaseTab }) {
  const t = useTranslations("cases");
  const [tab, setTab] = useCaseTab(defaultTab);
  const number = caseNumberOf(c);
  // Scanned copies are the firm's and the client's (not the beneficiary's).
  const { variantTabs, messages } = useCaseSlots();
  // A variant's tab only on the cases it belongs to, for its readers; Messages when composed and readable.
  const tabs = CASE_TABS.filter((v) =>
    v === "scanned" ? can(viewer, "scanned-copy.read") : v === "perm" || v === "greenCard" ? !!variantTabs?.[v]?.shows(viewer, c) : v === "messages" ? !!messages && can(viewer, "communication.read") : true,
  );
  const TabBadge = messages?.Badge;
  const labelOf = (value: CaseTab) =>
    value === "messages" && TabBadge ? (
      <>
        {t(`tabs.${value}`)}
        <TabBadge viewer={viewer} c={c} />
      </>
    ) : (
      t(`tabs.${value}`)
    );
  const shown = tabs.includes(tab) ? tab : DEFAULT_CASE_TAB;
  return (
    <>
      <PageHeader
        title={t("details.heading", { number })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={caseStatusTone(c.statusId)}>{c.statusName ?? t("statusUnknown", { id: c.statusId })}</Badge>
            <span>{[c.typeName, c.subTypeName].filter(Boolean).join(" · ")}</span>
            {c.premiumProcessing ? <Badge tone="warning">{t("premium")}</Badge> : null}
            {c.stageDriven ? <StageStep c={c} /> : null}
          </span>
        }
        actions={
          <LinkButton href={CASES_PATH} variant="ghost">
            {t("details.back")}
          </LinkButton>
        }
      />
      <CaseSummary c={c} />
      <CaseActions viewer={viewer} c={c} onOpenTab={setTab} />
      <Tabs label={t("tabs.label")} items={tabs.map((value) => ({ value, label: labelOf(value) }))} value={shown} onValueChange={(v) => setTab(v as CaseTab)}>
        <TabPanel tab={shown} viewer={viewer} c={c} />
      </Tabs>
    </>
  );
}

function TabPanel({ tab, viewer, c }: { tab: CaseTab; viewer: Viewer; c: CaseDetails }) {
  const { documentsTab: DocumentsTab, formsTab: FormsTab, scannedTab: ScannedTab, lcas: Lcas, questionnaires: Questionnaires, reminders: Reminders, variantTabs, messages } = useCaseSlots();
  switch (tab) {
    case "details":
      return (
        <>
          <CaseInfoTab c={c} />
          {Lcas ? <Lcas viewer={viewer} c={c} /> : null}
          {Questionnaires ? <Questionnaires viewer={viewer} c={c} /> : null}
          {Reminders ? <Reminders viewer={viewer} c={c} /> : null}
        </>
      );
    case "perm":
    case "greenCard": {
      const variant = variantTabs?.[tab];
      return variant ? <variant.Tab viewer={viewer} c={c} /> : null;
    }
    case "beneficiaries":
      return <BeneficiariesTab c={c} />;
    case "documents":
      return <DocumentsTab viewer={viewer} c={c} />;
    case "forms":
      return <FormsTab viewer={viewer} c={c} />;
    case "scanned":
      return <ScannedTab viewer={viewer} c={c} />;
    case "workflow":
      return <WorkflowTab viewer={viewer} c={c} />;
    case "history":
      return <HistoryTab c={c} />;
    case "tracking":
      return <TrackingTab viewer={viewer} c={c} />;
    case "messages":
      return messages ? <messages.Tab viewer={viewer} c={c} /> : null;
  }
}

/** Where a PERM or green-card case stands: the step its PERM record or USCIS stages wait on (the status says the rest). */
function StageStep({ c }: { c: CaseDetails }) {
  const t = useTranslations("cases");
  const activity = useActivityLabel();
  return <span data-testid="case-stage-step">{c.currentActivity ? `${t("workflow.nextIs")} ${activity(c.currentActivity)}` : t("workflow.complete")}</span>;
}

/** Client, beneficiaries and the dates that run against the case (rules 17 and 18). */
function CaseSummary({ c }: { c: CaseDetails }) {
  const t = useTranslations("cases");
  const f = useFormat();
  const today = useToday();
  const d = caseDeadlines(
    {
      deadlineDate: c.deadlineDate,
      premiumProcessing: c.premiumProcessing,
      premiumForm: c.premiumForm,
      receiptDate: c.receiptDate,
      rfeNoticeDate: c.rfeNoticeDate,
      rfeServedByMail: c.rfeServedByMail,
      uscisResponse: c.uscisResponse,
      rfeResponseReceivedDate: c.rfeResponseReceivedDate,
      closedAt: c.closedAt ? new Date(c.closedAt) : null,
    },
    today,
  );
  const dated = (date: string | null, overdueDays: number) =>
    date ? (
      <span className="flex flex-col">
        <span>{f.date(date)}</span>
        {overdueDays > 0 ? <span className="text-xs font-medium text-danger">{t("overdue", { n: overdueDays })}</span> : null}
      </span>
    ) : null;
  /** Days overdue when the rule gave the date an overdue label (closed cases and answered notices get none). */
  const late = (date: string | null, label: string | null) => (date && label ? overdue(date, today).days : 0);
  const items: DetailItem[] = [
    { label: t("fields.client"), value: c.petitioner?.name },
    { label: t("fields.beneficiaries"), value: c.beneficiaries.length ? c.beneficiaries.map((b) => b.name).join(", ") : null },
    { label: t("fields.deadline"), value: dated(d.deadlineDate, late(d.deadlineDate, d.deadlineOverdue)) },
  ];
  if (c.premiumProcessing) {
    items.push({
      label: t("summary.premiumClock"),
      value: d.premiumClock ? (
        <span className="flex flex-col">
          <span>{t(`summary.clock.${d.premiumClock}`)}</span>
          {dated(d.premiumDeadline, late(d.premiumDeadline, d.premiumOverdue))}
          {d.premiumClock === "running" && c.rfeResponseReceivedDate ? (
            <span className="text-xs text-fg-muted">{t("summary.restarted", { date: f.date(c.rfeResponseReceivedDate) })}</span>
          ) : null}
        </span>
      ) : (
        t("summary.clockNotStarted")
      ),
    });
  }
  if (d.rfeDue) {
    items.push({ label: t("summary.responseDue", { kind: d.noticeKind ?? "RFE" }), value: dated(d.rfeDue, late(d.rfeDue, d.rfeOverdue)) });
  }
  return (
    <Card className="mb-4">
      <DetailList items={items} className="lg:grid-cols-3" />
    </Card>
  );
}
