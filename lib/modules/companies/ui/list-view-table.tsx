"use client";
// The DataTable of a list screen whose state lives in the URL (useListView): sorting and paging write
// the view back to the URL, and the query's rows, total, loading and error states fill the table.
import type { ReactNode } from "react";
import { DataTable, type Column } from "@/components/ui/data-table";
import type { ListView, ListViewUpdate } from "./list-view";

type ListQuery<T> = {
  data?: { data: T[]; pagination?: { total: number } };
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

export function ListViewTable<T, S extends string, M>(props: {
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  view: ListView<S, M>;
  update: (patch: ListViewUpdate<S, M>) => void;
  query: ListQuery<T>;
  pageSizes: readonly number[];
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
}) {
  const { view, update, query } = props;
  return (
    <DataTable
      caption={props.caption}
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
        perpageOptions: [...props.pageSizes],
        onPerpageChange: (perpage) => update({ perpage } as ListViewUpdate<S, M>),
      }}
      isLoading={query.isFetching}
      error={query.error}
      onRetry={() => query.refetch()}
      emptyTitle={props.emptyTitle}
      emptyDescription={props.emptyDescription}
      emptyAction={props.emptyAction}
    />
  );
}
