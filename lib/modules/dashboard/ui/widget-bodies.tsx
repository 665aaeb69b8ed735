"use client";
// What each widget shows of its figures (POST /api/dashboard/get-stats): lists with links, the numbers a
// person reads at a glance, and bar charts where looking beats reading. Overdue and days-left come from the
// server (the shared calendar), never counted again here.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/link-button";
import { InvoiceStatusBadge, INVOICE_LIST_PATH } from "@/lib/modules/invoices/ui";
import { DueCell, ReminderTitle } from "@/lib/modules/reminders/ui";
import { SlaAge, TicketPriorityBadge, TicketStatusBadge } from "@/lib/modules/tickets/ui";
import { WallFeed } from "@/lib/modules/walls/ui";
import { useFormat } from "@/lib/shared/format/use-format";
import { lazyWithMessages } from "@/i18n/lazy-messages";
import type { CaseListRow } from "@/lib/modules/cases/contract";
import type { StatsOf } from "../contract";
import type { WidgetCode } from "../widgets";
import { ChartFigure } from "./chart-figure";

// The widgets that name workflow steps bring the cases module's activity names with them (case-step-bodies.tsx).
const CurrentStatus = lazyWithMessages(() => import("./case-step-bodies").then((m) => m.CurrentStatus), ["cases"]);
const PendingCaseStats = lazyWithMessages(() => import("./case-step-bodies").then((m) => m.PendingCaseStats), ["cases"]);

export type BodyProps<C extends WidgetCode> = { data: StatsOf<C>; setPage: (page: number) => void; setStatus: (statusId: number) => void; refresh: () => void };

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-fg-muted">{children}</p>;
}

function Figure({ label, value, tone }: { label: string; value: ReactNode; tone?: "danger" }) {
  return (
    <div className="flex flex-col">
      <span className="text-xs text-fg-muted">{label}</span>
      <span className={`text-2xl font-semibold tabular-nums ${tone === "danger" ? "text-danger" : "text-fg"}`}>{value}</span>
    </div>
  );
}

function Pager({ page, perpage, total, onPage }: { page: number; perpage: number; total: number; onPage: (p: number) => void }) {
  const t = useTranslations("dashboardWidgets");
  const pages = Math.max(1, Math.ceil(total / perpage));
  if (pages <= 1) return null;
  return (
    <div className="mt-2 flex items-center justify-end gap-2 text-sm">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t("previous")}>
        ‹
      </Button>
      <span aria-live="polite">{t("page", { page, pages })}</span>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t("next")}>
        ›
      </Button>
    </div>
  );
}

/** Case rows: the number (a link to the case), client and beneficiary, and what the widget adds on the right. */
function CaseRows<R extends CaseListRow>({ rows, aside }: { rows: R[]; aside: (r: R) => ReactNode }) {
  const t = useTranslations("dashboardWidgets");
  return (
    <ul className="divide-y divide-border">
      {rows.map((r) => (
        <li key={r.id} className="flex items-start justify-between gap-2 py-2 text-sm">
          <div className="min-w-0 flex-1">
            <TextLink href={r.detailsPath} aria-label={t("openCase", { number: r.caseNumber })} className="font-medium">
              {r.caseNumber}
            </TextLink>
            <span className="block truncate text-fg-muted">{[r.typeName, r.petitionerName, r.beneficiaryName].filter(Boolean).join(" · ")}</span>
          </div>
          <div className="shrink-0 text-right">{aside(r)}</div>
        </li>
      ))}
    </ul>
  );
}

function Action({ data, setPage }: BodyProps<"ACTION">) {
  const t = useTranslations("dashboardWidgets.widgets.ACTION");
  const f = useFormat();
  if (data.total === 0) return <Empty>{t("empty")}</Empty>;
  return (
    <>
      <CaseRows rows={data.rows} aside={(r) => <span className="text-xs text-fg-muted">{t("since", { date: f.date(r.updatedAt) })}</span>} />
      <Pager page={data.page} perpage={data.perpage} total={data.total} onPage={setPage} />
    </>
  );
}

function Messages({ data }: BodyProps<"MESSAGES">) {
  const t = useTranslations("dashboardWidgets.widgets.MESSAGES");
  const f = useFormat();
  if (data.rows.length === 0) return <Empty>{t("empty")}</Empty>;
  return (
    <ul className="divide-y divide-border">
      {data.rows.map((r) => (
        <li key={r.threadId} className="flex items-start justify-between gap-2 py-2 text-sm">
          <div className="min-w-0 flex-1">
            <TextLink href={r.link} className="font-medium">
              {r.subject}
            </TextLink>
            <span className="block truncate text-fg-muted">
              {r.caseNumber ?? r.clientName}
              {r.lastAuthorName ? ` · ${t("from", { name: r.lastAuthorName })}` : null} · {f.dateTime(r.lastMessageAt)}
            </span>
          </div>
          <Badge tone="info">{t("unread", { count: r.unreadCount })}</Badge>
        </li>
      ))}
    </ul>
  );
}

function TicketRows({ rows }: { rows: BodyProps<"SUPPORT_TICKET">["data"]["summary"]["mine"] }) {
  return (
    <ul className="divide-y divide-border">
      {rows.map((r) => (
        <li key={r.id} className="flex items-start justify-between gap-2 py-2 text-sm">
          <div className="min-w-0 flex-1">
            <TextLink href={`/app/support-tickets/${r.id}`} className="font-medium">
              {r.displayNumber}
            </TextLink>
            <span className="block truncate text-fg-muted">{r.subject}</span>
          </div>
          <span className="flex shrink-0 flex-col items-end gap-1">
            <TicketPriorityBadge priority={r.priority} />
            <SlaAge sla={r.sla} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function SupportTicket({ data }: BodyProps<"SUPPORT_TICKET">) {
  const tw = useTranslations("dashboardWidgets.widgets.SUPPORT_TICKET");
  const s = data.summary;
  if (s.byStatus.every((r) => r.count === 0)) return <Empty>{tw("empty")}</Empty>;
  return (
    <div className="grid gap-3">
      <ul className="flex flex-wrap gap-2">
        {s.byStatus
          .filter((r) => r.count > 0)
          .map((r) => (
            <li key={r.status} className="flex items-center gap-1 text-sm">
              <TicketStatusBadge status={r.status} /> <span className="tabular-nums">{r.count}</span>
            </li>
          ))}
      </ul>
      {s.unassigned ? (
        <>
          <h4 className="text-sm font-medium">
            {tw("unassigned")} ({s.unassigned.total})
          </h4>
          {s.unassigned.rows.length === 0 ? <Empty>{tw("noneUnassigned")}</Empty> : <TicketRows rows={s.unassigned.rows} />}
        </>
      ) : null}
      <h4 className="text-sm font-medium">
        {tw(s.mineIs)} ({s.mineTotal})
      </h4>
      {s.mine.length === 0 ? <Empty>{tw("none")}</Empty> : <TicketRows rows={s.mine} />}
      <TextLink href="/app/support-tickets" className="text-sm">
        {tw("all")}
      </TextLink>
    </div>
  );
}

function Task({ data }: BodyProps<"TASK">) {
  const t = useTranslations("dashboardWidgets.widgets.TASK");
  return (
    <>
      {data.rows.length === 0 ? (
        <Empty>{t("empty")}</Empty>
      ) : (
        <ul className="divide-y divide-border">
          {data.rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <ReminderTitle r={r} />
              </div>
              <DueCell r={r} />
            </li>
          ))}
        </ul>
      )}
      <TextLink href="/app/tasks-list" className="mt-2 inline-block text-sm">
        {t("all", { total: data.total })}
      </TextLink>
    </>
  );
}

function Deadline({ data }: BodyProps<"DEADLINE">) {
  const t = useTranslations("dashboardWidgets.widgets.DEADLINE");
  const f = useFormat();
  if (data.rows.length === 0) return <Empty>{t("empty", { from: f.date(data.from), until: f.date(data.until) })}</Empty>;
  return (
    <CaseRows
      rows={data.rows}
      aside={(r) => (
        <span className="flex flex-col items-end gap-1">
          <span>{f.date(r.deadlineDate!)}</span>
          {r.daysLeft < 0 ? <Badge tone="danger">{t("overdue", { days: -r.daysLeft })}</Badge> : <span className="text-xs text-fg-muted">{t("in", { days: r.daysLeft })}</span>}
        </span>
      )}
    />
  );
}

function CaseStatsByStatus({ data }: BodyProps<"CASE_STATS_BY_STATUS">) {
  const t = useTranslations("dashboardWidgets");
  const tw = useTranslations("dashboardWidgets.widgets.CASE_STATS_BY_STATUS");
  const s = data.stats;
  if (s.total === 0) return <Empty>{tw("empty")}</Empty>;
  return (
    <div className="grid gap-3">
      <div className="flex gap-6">
        <Figure label={t("total")} value={s.total} />
        <Figure label={t("active")} value={s.active} />
        <Figure label={t("closed")} value={s.closed} />
      </div>
      <ChartFigure name={tw("title")} valueName={t("count")} data={s.byStatus.map((r) => ({ label: r.statusName ?? String(r.statusId), value: r.count }))} />
      <div>
        <h4 className="text-sm font-medium">{tw("types")}</h4>
        <ul className="mt-1 flex flex-wrap gap-2 text-sm">
          {(Object.entries(s.byCaseType) as [keyof typeof s.byCaseType, number][]).map(([k, n]) => (
            <li key={k}>
              <Badge tone="neutral">
                {tw(`type.${k}`)}: {n}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function CaseByStatus({ data, setPage, setStatus }: BodyProps<"CASE_BY_STATUS">) {
  const t = useTranslations("dashboardWidgets.widgets.CASE_BY_STATUS");
  const f = useFormat();
  if (data.tabs.length === 0) return <Empty>{t("empty")}</Empty>;
  const current = data.tabs.find((s) => s.statusId === data.statusId);
  return (
    <div className="grid gap-2">
      <div role="group" aria-label={t("tabs")} className="flex flex-wrap gap-1">
        {data.tabs.map((s) => (
          <Button key={s.statusId} size="sm" variant={s.statusId === data.statusId ? "primary" : "secondary"} aria-pressed={s.statusId === data.statusId} onClick={() => setStatus(s.statusId)}>
            {s.statusName ?? s.statusId} ({s.count})
          </Button>
        ))}
      </div>
      <section aria-label={t("caption", { status: current?.statusName ?? "" })}>
        <CaseRows rows={data.rows} aside={(r) => <span className="text-xs text-fg-muted">{f.date(r.updatedAt)}</span>} />
      </section>
      <Pager page={data.page} perpage={data.perpage} total={data.total} onPage={setPage} />
    </div>
  );
}

function CaseStatsByBranch({ data }: BodyProps<"CASE_STATS_BY_BRANCH">) {
  const t = useTranslations("dashboardWidgets");
  const tw = useTranslations("dashboardWidgets.widgets.CASE_STATS_BY_BRANCH");
  if (data.rows.length === 0) return <Empty>{tw("empty")}</Empty>;
  return <ChartFigure name={tw("title")} valueName={t("active")} secondName={t("closed")} data={data.rows.map((r) => ({ label: r.branchName ?? tw("noBranch"), value: r.open, second: r.closed }))} />;
}

function Updates({ data, refresh }: BodyProps<"UPDATES">) {
  return <WallFeed initial={data.wall} onChanged={refresh} />;
}

function SignStats({ data }: BodyProps<"CASE_SIGN_STATS">) {
  const t = useTranslations("dashboardWidgets.widgets.CASE_SIGN_STATS");
  const groups = [
    { title: t("esign"), counts: data.envelopes },
    { title: t("ink"), counts: data.ink },
  ].filter((g) => Object.keys(g.counts).length > 0);
  if (groups.length === 0) return <Empty>{t("empty")}</Empty>;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {groups.map((g) => (
        <div key={g.title}>
          <h4 className="text-sm font-medium">{g.title}</h4>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-sm">
            {Object.entries(g.counts).map(([status, n]) => (
              <div key={status} className="contents">
                <dt className="text-fg-muted">{t.has(`status.${status}`) ? t(`status.${status}`) : status}</dt>
                <dd className="text-right tabular-nums">{n}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

function Invoice({ data }: BodyProps<"INVOICE">) {
  const t = useTranslations("dashboardWidgets.widgets.INVOICE");
  const f = useFormat();
  const s = data.summary;
  if (s.byStatus.length === 0) return <Empty>{t("empty")}</Empty>;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-6">
        <Figure label={t("outstanding")} value={f.currency(s.outstandingCents)} />
        <Figure label={t("overdue")} value={f.currency(s.overdueCents)} tone={s.overdueCents > 0 ? "danger" : undefined} />
      </div>
      {s.overdueCount > 0 ? <p className="text-sm text-danger">{t("overdueCount", { count: s.overdueCount })}</p> : null}
      <ul className="flex flex-wrap gap-2">
        {s.byStatus.map((r) => (
          <li key={r.status} className="flex items-center gap-1 text-sm">
            <InvoiceStatusBadge status={r.status} /> <span className="tabular-nums">{r.count}</span>
          </li>
        ))}
      </ul>
      <TextLink href={INVOICE_LIST_PATH} className="text-sm">
        {t("all")}
      </TextLink>
    </div>
  );
}

function Lca({ data }: BodyProps<"LCA">) {
  const t = useTranslations("dashboardWidgets");
  const tw = useTranslations("dashboardWidgets.widgets.LCA");
  if (data.total === 0) return <Empty>{tw("empty")}</Empty>;
  return (
    <>
      <ChartFigure name={tw("title")} valueName={t("count")} data={data.byStatus.filter((s) => s.count > 0).map((s) => ({ label: s.name, value: s.count }))} />
      <TextLink href="/app/lcalist" className="text-sm">
        {tw("all")}
      </TextLink>
    </>
  );
}

function PwdStats({ data }: BodyProps<"PWD_POSITIONS_STATS">) {
  const t = useTranslations("dashboardWidgets.widgets.PWD_POSITIONS_STATS");
  if (data.total === 0) return <Empty>{t("empty")}</Empty>;
  const list = (title: string, rows: { label: string; count: number }[]) => (
    <div>
      <h4 className="text-sm font-medium">{title}</h4>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-sm">
        {rows.map((r) => (
          <div key={r.label} className="contents">
            <dt className="text-fg-muted">{r.label}</dt>
            <dd className="text-right tabular-nums">{r.count}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {list(t("byStatus"), data.byStatus.map((r) => ({ label: t(`status.${r.statusId}` as "status.14"), count: r.count })))}
      {list(t("byValidity"), data.byValidity.map((r) => ({ label: t(`validity.${r.validity}` as "validity.valid"), count: r.count })))}
      <TextLink href="/app/pwd-list" className="text-sm">
        {t("all")}
      </TextLink>
    </div>
  );
}

function Latest({ code, total, rows, href }: { code: "CLIENT" | "BENEFICIARY"; total: number; rows: { id: string; name: string; sub?: string | null; href: string }[]; href: string }) {
  const t = useTranslations(`dashboardWidgets.widgets.${code}`);
  if (total === 0) return <Empty>{t("empty")}</Empty>;
  return (
    <div className="grid gap-2">
      <Figure label={t("title")} value={total} />
      <h4 className="text-sm font-medium">{t("latest")}</h4>
      <ul className="grid gap-1 text-sm">
        {rows.map((r) => (
          <li key={r.id}>
            <TextLink href={r.href}>{r.name}</TextLink>
            {r.sub ? <span className="text-fg-muted"> · {r.sub}</span> : null}
          </li>
        ))}
      </ul>
      <TextLink href={href} className="text-sm">
        {t("all", { total })}
      </TextLink>
    </div>
  );
}

export const WIDGET_BODIES: { [C in WidgetCode]: (props: BodyProps<C>) => ReactNode } = {
  ACTION: Action,
  MESSAGES: Messages,
  SUPPORT_TICKET: SupportTicket,
  TASK: Task,
  CURRENT_STATUS_OF_CASE: CurrentStatus,
  DEADLINE: Deadline,
  CASE_STATS_BY_STATUS: CaseStatsByStatus,
  PENDING_CASE_STATS: PendingCaseStats,
  CASE_STATS_BY_BRANCH: CaseStatsByBranch,
  CASE_BY_STATUS: CaseByStatus,
  UPDATES: Updates,
  CASE_SIGN_STATS: SignStats,
  INVOICE: Invoice,
  LCA: Lca,
  PWD_POSITIONS_STATS: PwdStats,
  CLIENT: ({ data }) => <Latest code="CLIENT" total={data.total} href="/app/employers" rows={data.latest.map((c) => ({ id: c.id, name: c.name, href: `/app/company/details/${c.id}` }))} />,
  BENEFICIARY: ({ data }) => (
    <Latest code="BENEFICIARY" total={data.total} href="/app/beneficiaries" rows={data.latest.map((b) => ({ id: b.id, name: b.name, sub: b.companyName, href: `/app/beneficiaries?focus=${b.id}` }))} />
  ),
};
