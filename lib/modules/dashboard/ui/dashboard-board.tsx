"use client";
// The dashboard's widgets (issue 15 section 4): the reader's arrangement (POST /api/dashboard), each widget
// loading its own figures (POST /api/dashboard/get-stats) with its own loading, empty and error state; a
// widget hidden from its card, and "Customize dashboard" to show, hide and reorder them or go back to the
// role's default (POST /api/dashboard/save-layout).
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient, keepPreviousData } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import type { DashboardAnswer, StatsOf } from "../contract";
import { isWide, type LayoutEntry, type WidgetCode } from "../widgets";
import { CustomizePanel } from "./customize-panel";
import { dashboardWidgetKeys } from "./keys";
import { WIDGET_BODIES, type BodyProps } from "./widget-bodies";

export function DashboardBoard() {
  const t = useTranslations("dashboardWidgets");
  const qc = useQueryClient();
  const layout = useQuery({ queryKey: dashboardWidgetKeys.layout(), queryFn: ({ signal }) => apiPost<DashboardAnswer>("dashboard", {}, { signal }) });
  const [customizing, setCustomizing] = useState(false);
  const save = useMutation({
    mutationFn: (body: { widgets: LayoutEntry[] } | { reset: true }) => apiPost<DashboardAnswer>("dashboard/save-layout", body),
    onSuccess: (d) => qc.setQueryData(dashboardWidgetKeys.layout(), d),
    onError: (e) => toast.error(errorMessage(e)),
  });
  const widgetName = (code: WidgetCode) => t(`widgets.${code}.title`);

  if (layout.isPending) return <Spinner label={t("loading")} className="py-6" />;
  if (layout.isError) {
    return (
      <Card role="alert" className="flex items-center justify-between gap-3">
        <p className="text-sm">{t("layoutError")}</p>
        <Button size="sm" onClick={() => layout.refetch()}>
          {t("retry")}
        </Button>
      </Card>
    );
  }
  const widgets = layout.data.widgets;
  const shown = widgets.filter((w) => !w.hidden);
  const hide = (code: WidgetCode) =>
    save.mutate(
      { widgets: widgets.map((w) => (w.code === code ? { ...w, hidden: true } : w)) },
      { onSuccess: () => toast.success(t("hidden", { name: widgetName(code) })) },
    );

  return (
    <section aria-labelledby="dashboard-widgets-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-widgets-title" className="text-lg font-semibold text-fg">
          {t("title")}
        </h2>
        {!customizing ? (
          <Button variant="secondary" size="sm" onClick={() => setCustomizing(true)}>
            {t("customize")}
          </Button>
        ) : null}
      </div>
      {customizing ? (
        <CustomizePanel
          widgets={widgets}
          isDefault={layout.data.isDefault}
          saving={save.isPending}
          name={widgetName}
          onCancel={() => setCustomizing(false)}
          onSave={(next) => save.mutate({ widgets: next }, { onSuccess: () => (toast.success(t("saved")), setCustomizing(false)) })}
          onRestore={() => save.mutate({ reset: true }, { onSuccess: () => (toast.success(t("restored")), setCustomizing(false)) })}
        />
      ) : null}
      {shown.length === 0 ? <p className="text-sm text-fg-muted">{t("allHidden")}</p> : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {shown.map((w) => (
          <Widget key={w.code} code={w.code} name={widgetName(w.code)} onHide={() => hide(w.code)} hiding={save.isPending} />
        ))}
      </div>
    </section>
  );
}

function Widget<C extends WidgetCode>({ code, name, onHide, hiding }: { code: C; name: string; onHide: () => void; hiding: boolean }) {
  const t = useTranslations("dashboardWidgets");
  const [params, setParams] = useState<{ page?: number; statusId?: number }>({});
  const q = useQuery({
    queryKey: dashboardWidgetKeys.stats(code, params),
    queryFn: ({ signal }) => apiPost<StatsOf<C>>("dashboard/get-stats", { widget: code, ...params }, { signal }),
    placeholderData: keepPreviousData,
  });
  const Body = WIDGET_BODIES[code] as (p: BodyProps<C>) => ReactNode;
  const id = `widget-${code.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={isWide(code) ? "min-w-0 lg:col-span-2" : "min-w-0"} data-widget={code}>
      <Card className="h-full">
        <div className="mb-3 flex items-start justify-between gap-2">
          <h3 id={id} className="text-base font-semibold text-fg">
            {name}
          </h3>
          <Button variant="ghost" size="sm" onClick={onHide} disabled={hiding} aria-label={t("hide", { name })} title={t("hide", { name })}>
            ×
          </Button>
        </div>
        {q.isPending ? (
          <Spinner label={t("loading")} className="py-4" />
        ) : q.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-danger">{t("loadError")}</span>
            <Button size="sm" variant="secondary" onClick={() => q.refetch()}>
              {t("retry")}
            </Button>
          </div>
        ) : (
          <div aria-busy={q.isFetching} className={q.isPlaceholderData ? "opacity-60" : undefined}>
            <Body data={q.data} setPage={(page) => setParams((p) => ({ ...p, page }))} setStatus={(statusId) => setParams({ statusId, page: 1 })} refresh={() => void q.refetch()} />
          </div>
        )}
      </Card>
    </section>
  );
}
