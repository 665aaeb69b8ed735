"use client";
// The DataTable of a list screen whose state lives in the URL (useListView): sorting and paging write
// the view back to the URL, and the query's rows, total, loading and error states fill the table.
// Labels come from the screen's message namespace: `title` (caption), `empty.title`,
// `empty.description`, `empty.filteredTitle`, `empty.filteredDescription`, `filters.label`, `filters.clear`.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import type { ListView, ListViewUpdate } from "./list-url";
import { LIST_PAGE_SIZES } from "./use-list-query";

type ListQuery<T> = {
  data?: { data: T[]; pagination?: { total: number } };
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** The search and filter controls of a list screen, with "Clear filters" while any is set. */
export function ListFilterBar({ namespace, filtered, onClear, children }: { namespace: string; filtered: boolean; onClear: () => void; children: ReactNode }) {
  const t = useTranslations(namespace);
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="search" aria-label={t("filters.label")}>
      {children}
      {filtered ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t("filters.clear")}
        </Button>
      ) : null}
    </div>
  );
}

export function ListViewTable<T, S extends string, M>(props: {
  namespace: string;
  /** Whether a search or filter is set: the empty state then says nothing matched, without the action. */
  filtered: boolean;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  view: ListView<S, M>;
  update: (patch: ListViewUpdate<S, M>) => void;
  query: ListQuery<T>;
  /** Page sizes offered (LIST_PAGE_SIZES when left out). */
  pageSizes?: readonly number[];
  /** Replaces `empty.description` when nothing is filtered. */
  emptyDescription?: ReactNode;
  /** Offered in the empty state when nothing is filtered (e.g. "Add"). */
  emptyAction?: ReactNode;
  density?: "comfortable" | "compact";
}) {
  const { view, update, query, filtered } = props;
  const t = useTranslations(props.namespace);
  return (
    <DataTable
      caption={t("title")}
      columns={props.columns}
      rows={query.data?.data}
      rowKey={props.rowKey}
      sort={{ sortBy: view.sortBy, sortOrder: view.sortOrder }}
      onSortChange={(s) => update({ sortBy: s.sortBy as S, sortOrder: s.sortOrder } as ListViewUpdate<S, M>)}
      pagination={{
        page: view.page,
        perpage: view.perpage,
        total: query.data?.pagination?.total,
        onPageChange: (page) => update({ page } as ListViewUpdate<S, M>),
        perpageOptions: [...(props.pageSizes ?? LIST_PAGE_SIZES)],
        onPerpageChange: (perpage) => update({ perpage } as ListViewUpdate<S, M>),
      }}
      isLoading={query.isFetching}
      error={query.error}
      onRetry={() => query.refetch()}
      emptyTitle={filtered ? t("empty.filteredTitle") : t("empty.title")}
      emptyDescription={filtered ? t("empty.filteredDescription") : (props.emptyDescription ?? t("empty.description"))}
      emptyAction={filtered ? undefined : props.emptyAction}
      density={props.density}
    />
  );
}
