"use client";
// /app/visa-bulletin: a month's Visa Bulletin (/api/visa-bulletin/list) — the final action dates and the
// dates for filing, category × chargeability area — entered or corrected by the firm (the platform admin
// also for every firm), and the firm's green-card cases with their priority dates against the month in
// force (/api/gc-petition/list), as the API computes them. The platform fetches each month from the State
// Department (bulletin-fetch.ts): the screen says when it last did, or that the last fetch failed.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ScrollBox } from "@/components/ui/scroll-box";
import { type Column } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { Form, FormAlert, showApiErrors } from "@/components/ui/form";
import { FormActions } from "@/components/form/form-actions";
import { RowLink } from "@/components/ui/row-link";
import { Modal } from "@/components/ui/modal";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed, QueryState } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import type { Viewer } from "@/lib/shared/viewer";
import { BULLETIN_CHARTS, CHARGEABILITY_AREAS, GC_CATEGORIES, GC_SORT_FIELDS, bulletinMonth, gcListBody, type BulletinChart, type BulletinDto, type GcListRow, type PdStatus } from "../contract";
import { parseBulletinPage } from "../bulletin-page";
import { FAMILY_CATEGORIES, isBulletinValue, parseBulletinChart } from "../rules";
import { BulletinValue, STATE_TONE } from "./bulletin-value";

const bulletinKeys = {
  all: ["visa-bulletin"] as const,
  month: (month: string | null) => [...bulletinKeys.all, month ?? "in-force"] as const,
};

const LIST = defineList<GcListRow>()({
  sortFields: GC_SORT_FIELDS,
  defaultSort: { sortBy: "priorityDate", sortOrder: "asc" },
  matcher: gcListBody.shape.filter.unwrap().shape.matcher,
  path: "gc-petition/list",
  queryKey: (body: object) => ["gc", "list", body] as const,
});

const PD_STATES = ["current", "not_current", "unavailable", "unknown"] as const;

export function VisaBulletinScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("greencard");
  if (!can(viewer, "visa-bulletin.read")) return <NotAllowed title={t("bulletin.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return <Bulletin />;
}

function Bulletin() {
  const t = useTranslations("greencard");
  const [month, setMonth] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ month: string } | null>(null);
  const [choosing, setChoosing] = useState(false);
  const q = useQuery({ queryKey: bulletinKeys.month(month), queryFn: ({ signal }) => apiPost<BulletinDto>("visa-bulletin/list", month ? { month } : {}, { signal }) });
  const b = q.data;
  return (
    <>
      <PageHeader
        title={t("bulletin.title")}
        description={t("bulletin.description")}
        actions={
          b?.canEdit ? (
            <Button variant="secondary" onClick={() => setChoosing(true)}>
              {t("actions.newMonth")}
            </Button>
          ) : undefined
        }
      />
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("actions.retry") }}>
        {(b) =>
          b.month ? (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-end gap-3">
                <label className="grid gap-1 text-sm">
                  <span className="font-medium text-fg">{t("fields.month")}</span>
                  <select className="rounded-md border border-border bg-surface px-3 py-2 text-sm" value={b.month} onChange={(e) => setMonth(e.target.value)}>
                    {[...b.months].reverse().map((m) => (
                      <option key={m} value={m}>
                        {m === b.monthInForce ? `${m} · ${t("bulletin.inForce")}` : m}
                      </option>
                    ))}
                  </select>
                </label>
                {b.month === b.monthInForce ? <Badge tone="success">{t("bulletin.inForce")}</Badge> : null}
                {b.canEdit ? (
                  <Button variant="secondary" onClick={() => setEditing({ month: b.month! })}>
                    {t("actions.editMonth")}
                  </Button>
                ) : (
                  <p className="text-sm text-fg-muted">{t("bulletin.readOnly")}</p>
                )}
              </div>
              <FetchNotice fetch={b.fetch} />
              {BULLETIN_CHARTS.map((chart) => (
                <ChartTable key={chart} b={b} chart={chart} />
              ))}
              {BULLETIN_CHARTS.map((chart) => (
                <ChartTable key={`family-${chart}`} b={b} chart={chart} family />
              ))}
              <p className="text-xs text-fg-muted">{t("bulletin.legend")}</p>
            </div>
          ) : (
            <div className="grid gap-4">
              <FetchNotice fetch={b.fetch} />
              <EmptyState title={t("bulletin.noMonths")} description={t("bulletin.noMonthsDescription")} />
            </div>
          )
        }
      </QueryState>
      <GcCases />
      {choosing ? (
        <MonthDialog
          onClose={() => setChoosing(false)}
          onChosen={(m) => {
            setChoosing(false);
            setEditing({ month: m });
          }}
        />
      ) : null}
      {editing && b ? (
        <EditDialog
          month={editing.month}
          b={editing.month === b.month ? b : null}
          canEditPlatform={b.canEditPlatform}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setEditing(null);
            setMonth(m);
          }}
        />
      ) : null}
    </>
  );
}

/** What the platform's automatic fetch last did: off, failed (with when), or the month last fetched. */
function FetchNotice({ fetch }: { fetch: BulletinDto["fetch"] }) {
  const t = useTranslations("greencard.bulletin.fetch");
  const f = useFormat();
  if (!fetch.enabled) return <p className="text-sm text-fg-muted">{t("off")}</p>;
  const success = fetch.lastSuccessAt && fetch.lastSuccessMonth ? { month: fetch.lastSuccessMonth, when: f.dateTime(fetch.lastSuccessAt) } : null;
  if (fetch.lastOutcome === "failed" && fetch.lastAttemptAt)
    return (
      <div role="status" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-strong">
        <p>{t("failed", { when: f.dateTime(fetch.lastAttemptAt) })}</p>
        {success ? <p>{t("lastSuccess", success)}</p> : null}
      </div>
    );
  return <p className="text-sm text-fg-muted">{success ? t("ok", success) : t("never")}</p>;
}

function ChartTable({ b, chart, family = false }: { b: BulletinDto; chart: BulletinChart; family?: boolean }) {
  const t = useTranslations("greencard");
  const cell = (category: string, area: string) => b.cells.find((c) => c.chart === chart && c.category === category && c.chargeability === area);
  const categories: readonly string[] = family ? FAMILY_CATEGORIES : GC_CATEGORIES;
  // The family tables come only fetched, shown when the month has them (no case of the firm's is checked against them).
  if (family && !b.cells.some((c) => c.chart === chart && categories.includes(c.category))) return null;
  const title = family ? t("bulletin.family", { chart: t(`chart.${chart}`) }) : t(`chart.${chart}`);
  return (
    <CardSection title={title}>
      <ScrollBox label={`${title} · ${b.month}`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{`${title} · ${b.month}`}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-2 py-2 font-medium text-fg-muted">
                {t("fields.category")}
              </th>
              {CHARGEABILITY_AREAS.map((a) => (
                <th key={a} scope="col" className="px-2 py-2 font-medium text-fg-muted">
                  {t(`area.${a}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {categories.map((category) => (
              <tr key={category}>
                <th scope="row" className="px-2 py-2 font-medium text-fg">
                  {t(`category.${category}`)}
                </th>
                {CHARGEABILITY_AREAS.map((a) => {
                  const c = cell(category, a);
                  return (
                    <td key={a} className="px-2 py-2">
                      {c ? (
                        <span title={c.source === "platform" ? t("value.platform") : c.source === "fetched" ? t("value.fetched") : undefined}>
                          <BulletinValue value={c.value} />
                          {c.source === "platform" ? <span aria-label={t("value.platform")}> *</span> : null}
                          {c.source === "fetched" ? <span aria-label={t("value.fetched")}> †</span> : null}
                        </span>
                      ) : (
                        <span className="text-fg-muted">{t("value.none")}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </CardSection>
  );
}

/** Which month to enter (YYYY-MM). */
function MonthDialog({ onClose, onChosen }: { onClose: () => void; onChosen: (month: string) => void }) {
  const t = useTranslations("greencard");
  const form = useForm({ defaultValues: { month: "" } });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("actions.newMonth")}>
      <Form
        form={form}
        onSubmit={(v) => {
          const parsed = bulletinMonth.safeParse(v.month.trim());
          if (parsed.success) onChosen(parsed.data);
          else form.setError("month", { message: parsed.error.issues[0]?.message });
        }}
        className="grid gap-4"
      >
        <TextField name="month" label={t("fields.month")} required placeholder="YYYY-MM" hint={t("fields.monthHint")} autoComplete="off" />
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("actions.editMonth")} loading={false} />
      </Form>
    </Modal>
  );
}

const fieldName = (chart: string, category: string, area: string) => `${chart}__${category}__${area}`;
const shown = (value: string | undefined) => (!value ? "" : value === "C" || value === "U" ? value : toUsDateInput(value));

/** Every cell of a month as text (C, U or MM/DD/YYYY); only the changed cells are sent. */
function EditDialog({ month, b, canEditPlatform, onClose, onSaved }: { month: string; b: BulletinDto | null; canEditPlatform: boolean; onClose: () => void; onSaved: (month: string) => void }) {
  const t = useTranslations("greencard");
  const qc = useQueryClient();
  const initial: Record<string, string> = {};
  for (const chart of BULLETIN_CHARTS)
    for (const category of GC_CATEGORIES)
      for (const area of CHARGEABILITY_AREAS) initial[fieldName(chart, category, area)] = shown(b?.cells.find((c) => c.chart === chart && c.category === category && c.chargeability === area)?.value);
  const form = useForm<Record<string, string | boolean>>({ defaultValues: { ...initial, platform: false } });
  const [nothing, setNothing] = useState(false);
  const save = useMutation({
    mutationFn: (body: object) => apiPost<BulletinDto>("visa-bulletin/save", body),
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: bulletinKeys.all });
      void qc.invalidateQueries({ queryKey: ["gc"] });
      toast.success(t("toast.bulletin"));
      onSaved(r.month ?? month);
    },
    onError: (e) => showApiErrors(form, e),
  });
  const submit = (v: Record<string, string | boolean>) => {
    const cells: { chart: string; category: string; chargeability: string; value: string }[] = [];
    let bad = false;
    for (const [name, before] of Object.entries(initial)) {
      const raw = String(v[name] ?? "").trim().toUpperCase();
      if (raw === before.toUpperCase()) continue;
      const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
      const value = us ? `${us[3]}-${us[1]}-${us[2]}` : raw;
      if (value !== "" && !isBulletinValue(value)) {
        form.setError(name, { message: t("bulletin.cellHint") });
        bad = true;
        continue;
      }
      const [chart, category, chargeability] = name.split("__");
      cells.push({ chart, category, chargeability, value });
    }
    setNothing(!bad && cells.length === 0);
    if (bad || cells.length === 0) return;
    save.mutate({ month, scope: v.platform ? "platform" : "firm", cells });
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`${t("bulletin.title")} · ${month}`} description={t("bulletin.legend")} size="lg">
      <Form form={form} onSubmit={submit} className="grid gap-4">
        {nothing ? <FormAlert message={t("bulletin.nothingChanged")} /> : null}
        {BULLETIN_CHARTS.map((chart) => (
          <fieldset key={chart} className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-fg">{t(`chart.${chart}`)}</legend>
            <PasteChart
              chart={chart}
              onCells={(cells) => cells.forEach((c) => form.setValue(fieldName(c.chart, c.category, c.chargeability), shown(c.value), { shouldDirty: true }))}
            />
            {GC_CATEGORIES.map((category) => (
              <div key={category} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
                {CHARGEABILITY_AREAS.map((area) => (
                  <TextField
                    key={area}
                    name={fieldName(chart, category, area)}
                    label={t("bulletin.cellLabel", { chart: t(`chart.${chart}`), category: t(`category.${category}`), area: t(`area.${area}`) })}
                    placeholder={t("bulletin.cellHint")}
                    autoComplete="off"
                  />
                ))}
              </div>
            ))}
          </fieldset>
        ))}
        {canEditPlatform ? <Checkbox name="platform" label={t("fields.forEveryFirm")} /> : null}
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("actions.save")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}

/**
 * Fill a chart's cells from the bulletin's table pasted as copied from travel.state.gov (or CSV): the
 * cells are only filled in the form, to be checked and saved (the server checks each value again).
 */
type PastedCell = { chart: BulletinChart; category: string; chargeability: string; value: string };
type Pasted = { cells: PastedCell[]; errors: { line: number; text: string }[] };

/**
 * The pasted text: the whole bulletin page (its headings name the charts: both employment charts are filled)
 * or one chart's table (this chart). Only the categories the firm's cases are checked in fill cells.
 */
function readPaste(text: string, chart: BulletinChart): Pasted {
  const page = parseBulletinPage(text);
  const tracked = (c: { category: string }) => (GC_CATEGORIES as readonly string[]).includes(c.category);
  if (page.tables.some((tb) => tb.kind === "employment")) return { cells: page.cells.filter(tracked), errors: page.errors };
  const r = parseBulletinChart(text);
  return { cells: r.cells.filter(tracked).map((c) => ({ ...c, chart })), errors: r.errors };
}

function PasteChart({ chart, onCells }: { chart: BulletinChart; onCells: (cells: PastedCell[]) => void }) {
  const t = useTranslations("greencard.bulletin.paste");
  const tc = useTranslations("greencard");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [result, setResult] = useState<Pasted | null>(null);
  const chartName = tc(`chart.${chart}`);
  if (!open)
    return (
      <div>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(true)}>
          {t("open", { chart: chartName })}
        </Button>
      </div>
    );
  return (
    <div className="grid gap-2 rounded-md border border-border p-3">
      <label htmlFor={`${id}-text`} className="text-sm font-medium text-fg">
        {t("label", { chart: chartName })}
      </label>
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {t("hint")}
      </p>
      <textarea
        id={`${id}-text`}
        aria-describedby={`${id}-hint`}
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="rounded-md border border-border bg-surface px-2 py-1 font-mono text-xs text-fg focus-visible:outline-2 focus-visible:outline-focus"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => {
            const r = readPaste(text, chart);
            setResult(r);
            onCells(r.cells);
          }}
        >
          {t("fill")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t("close")}
        </Button>
      </div>
      {result ? (
        <div role="status" className="grid gap-1 text-sm">
          <p>{t("filled", { count: result.cells.length })}</p>
          {result.errors.map((e) => (
            <p key={e.line} className="text-danger">
              {t("lineError", { line: e.line, text: e.text })}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function PdCell({ s }: { s: PdStatus }) {
  const t = useTranslations("greencard");
  return (
    <span className="flex flex-col gap-1">
      <Badge tone={STATE_TONE[s.state]}>{t(`state.${s.state}`)}</Badge>
      {s.value && s.value !== "C" && s.value !== "U" ? <BulletinValue value={s.value} /> : null}
    </span>
  );
}

function GcCases() {
  const t = useTranslations("greencard");
  const f = useFormat();
  const { view, update, query, filtered } = useListQuery(LIST);
  const m = view.matcher;
  const columns: Column<GcListRow>[] = [
    {
      key: "caseNumber",
      header: t("cases.columns.case"),
      sortable: true,
      cell: (r) => (
        <span className="flex flex-col">
          <RowLink href={`${r.detailsPath}?tab=greenCard`} className="font-medium">
            {r.caseNumber}
          </RowLink>
          {r.petitionerName ? <span className="text-xs text-fg-muted">{r.petitionerName}</span> : null}
        </span>
      ),
    },
    { key: "beneficiary", header: t("cases.columns.beneficiary"), cell: (r) => r.beneficiaryName ?? "—" },
    { key: "category", header: t("cases.columns.category"), cell: (r) => (r.category ? `${t(`category.${r.category}`)} · ${t(`area.${r.chargeability}`)}` : "—") },
    { key: "priorityDate", header: t("cases.columns.priorityDate"), sortable: true, cell: (r) => (r.priorityDate ? f.date(r.priorityDate) : "—") },
    { key: "finalAction", header: t("cases.columns.finalAction"), cell: (r) => <PdCell s={r.finalAction} /> },
    { key: "filing", header: t("cases.columns.filing"), cell: (r) => <PdCell s={r.filing} /> },
  ];
  return (
    <div className="mt-8">
      <h2 className="mb-3 text-lg font-semibold text-fg">
        {t("cases.title")}
      </h2>
      <ListFilterBar namespace="greencard.cases" filtered={filtered} onClear={() => update({ search: "", matcher: { finalAction: undefined, category: undefined } })}>
        <SearchInput label={t("cases.search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("cases.filters.finalAction")}
          allLabel={t("cases.filters.allStates")}
          value={m.finalAction ?? ""}
          options={PD_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          onChange={(v) => update({ matcher: { finalAction: v ? (v as (typeof PD_STATES)[number]) : undefined } })}
        />
        <FilterSelect
          label={t("cases.filters.category")}
          allLabel={t("cases.filters.allCategories")}
          value={m.category ?? ""}
          options={GC_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          onChange={(v) => update({ matcher: { category: v ? (v as (typeof GC_CATEGORIES)[number]) : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable namespace="greencard.cases" filtered={filtered} columns={columns} rowKey={(r) => r.petitionId} view={view} update={update} query={query} />
    </div>
  );
}
