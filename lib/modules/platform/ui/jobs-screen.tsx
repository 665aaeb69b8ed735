"use client";
// /app/background-jobs (platform admin): every queue of the job runner with its counts, and the jobs
// that failed after their last retry, with their error and a Retry button each.
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { failedJobsBody, type FailedJobDto, type QueueCountsDto } from "../contract";

const jobsKeys = {
  all: ["jobs"] as const,
  queues: () => [...jobsKeys.all, "queues"] as const,
  failed: (body: object) => [...jobsKeys.all, "failed", body] as const,
};

const LIST = defineList<FailedJobDto>()({
  sortFields: failedJobsBody.shape.sortBy.unwrap().options,
  defaultSort: { sortBy: "failedAt", sortOrder: "desc" },
  matcher: failedJobsBody.shape.filter.unwrap().shape.matcher,
  path: "jobs/failed-list",
  queryKey: jobsKeys.failed,
});

export function JobsScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("jobs");
  if (!can(viewer, "jobs.admin"))
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return <Jobs />;
}

function Jobs() {
  const t = useTranslations("jobs");
  const f = useFormat();
  const qc = useQueryClient();
  const queues = useQuery({ queryKey: jobsKeys.queues(), queryFn: () => apiPost<QueueCountsDto[]>("jobs/queues", {}), refetchInterval: 10_000 });
  const { view, update, query, filtered } = useListQuery(LIST);
  const retry = useMutation({
    mutationFn: (job: FailedJobDto) => apiPost("jobs/retry", { name: job.name, id: job.id }),
    onSuccess: (_, job) => {
      toast.success(t("retried", { name: queueName(job.name) }));
      qc.invalidateQueries({ queryKey: jobsKeys.all });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const runNow = useMutation({
    mutationFn: (name: string) => apiPost<{ queued: boolean }>("jobs/run-now", { name }),
    onSuccess: (data, name) => {
      toast.success(data.queued ? t("runQueued", { name: queueName(name) }) : t("runWaiting", { name: queueName(name) }));
      qc.invalidateQueries({ queryKey: jobsKeys.queues() });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  // Message keys spell a queue's dots as underscores (a dot in a key means nesting to next-intl).
  const queueName = (name: string) => {
    const key = `queue.${name.replace(/\./g, "_")}`;
    return t.has(key) ? t(key) : name;
  };

  const queueColumns: Column<QueueCountsDto>[] = [
    { key: "name", header: t("columns.queue"), cell: (q) => <span className="font-medium">{queueName(q.name)}</span> },
    { key: "queued", header: t("columns.queued"), className: "text-right", cell: (q) => f.number(q.queued) },
    { key: "active", header: t("columns.active"), className: "text-right", cell: (q) => f.number(q.active) },
    { key: "failed", header: t("columns.failed"), className: "text-right", cell: (q) => (q.failed > 0 ? <span className="font-semibold text-danger">{f.number(q.failed)}</span> : f.number(q.failed)) },
    { key: "completed", header: t("columns.completed"), className: "text-right", cell: (q) => f.number(q.completed) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (q) =>
        q.scheduled ? (
          <Button size="sm" variant="ghost" onClick={() => runNow.mutate(q.name)} loading={runNow.isPending && runNow.variables === q.name} aria-label={t("runNowNamed", { name: queueName(q.name) })}>
            {t("runNow")}
          </Button>
        ) : null,
    },
  ];
  const failedColumns: Column<FailedJobDto>[] = [
    { key: "name", header: t("columns.queue"), cell: (j) => queueName(j.name) },
    { key: "error", header: t("columns.error"), cell: (j) => <span className="break-words">{j.error ?? "—"}</span> },
    { key: "failedAt", header: t("columns.failedAt"), sortable: true, cell: (j) => (j.failedAt ? f.dateTime(j.failedAt) : "—") },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (j) => (
        <Button size="sm" variant="secondary" onClick={() => retry.mutate(j)} loading={retry.isPending && retry.variables?.id === j.id} aria-label={t("retryNamed", { name: queueName(j.name) })}>
          {t("retry")}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="mb-8">
        <h2 className="mb-3 text-lg font-semibold">
          {t("queues")}
        </h2>
        <DataTable
          caption={t("queues")}
          columns={queueColumns}
          rows={queues.data}
          rowKey={(q) => q.name}
          isLoading={queues.isFetching}
          error={queues.error}
          onRetry={() => queues.refetch()}
          emptyTitle={t("empty.title")}
        />
      </div>
      <div>
        <h2 className="mb-3 text-lg font-semibold">
          {t("failedTitle")}
        </h2>
        <ListViewTable namespace="jobs" filtered={filtered} columns={failedColumns} rowKey={(j) => j.id} view={view} update={update} query={query} />
      </div>
    </>
  );
}
