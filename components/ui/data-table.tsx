"use client";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";
import { cn } from "./cn";
import { EmptyState } from "./empty-state";
import { Pagination, type PaginationProps } from "./pagination";
import { ScrollBox } from "./scroll-box";

export type SortOrder = "asc" | "desc";
export type SortState = { sortBy: string; sortOrder: SortOrder };

export type Column<T> = {
  /** Unique key; also the sortBy value sent to the API when `sortable`. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  className?: string;
};

export type DataTableProps<T> = {
  /** Accessible caption of the table (visually hidden). */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Server-side pagination; omit to hide the pager. */
  pagination?: Omit<PaginationProps, "total"> & { total: number | undefined };
  isLoading?: boolean;
  /** The error of the query; shows an error state with a retry button. */
  error?: unknown;
  onRetry?: () => void;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** "compact": tighter cells for screens of daily work with many columns (case list, workflow setup). */
  density?: "comfortable" | "compact";
};

const CELL = { comfortable: "px-4 py-3", compact: "px-2.5 py-2" };

function SortHeader<T>({ col, sort, onSortChange }: { col: Column<T>; sort?: SortState; onSortChange?: (s: SortState) => void }) {
  const t = useTranslations("common.table");
  const active = sort?.sortBy === col.key;
  const next: SortOrder = active && sort?.sortOrder === "asc" ? "desc" : "asc";
  return (
    <button
      type="button"
      onClick={() => onSortChange?.({ sortBy: col.key, sortOrder: next })}
      className="inline-flex items-center gap-1 rounded font-semibold hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
    >
      {col.header}
      <span aria-hidden="true" className={active ? "text-fg" : "text-fg-muted opacity-50"}>
        {active ? (sort?.sortOrder === "asc" ? "▲" : "▼") : "↕"}
      </span>
      <span className="sr-only">{t("sortBy", { order: next })}</span>
    </button>
  );
}

/** A server-paginated, sortable table with loading, empty and error states. */
export function DataTable<T>(props: DataTableProps<T>) {
  const t = useTranslations("common.table");
  const { columns, rows, sort } = props;
  const showSkeleton = props.isLoading && !rows;
  const cell = CELL[props.density ?? "comfortable"];
  let body: ReactNode = null;
  if (props.error && !rows) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <p className="text-sm text-danger">{t("error")}</p>
        {props.onRetry ? (
          <Button variant="secondary" size="sm" onClick={props.onRetry}>
            {t("retry")}
          </Button>
        ) : null}
      </div>
    );
  } else if (!showSkeleton && rows && rows.length === 0) {
    body = <EmptyState className="m-4" title={props.emptyTitle ?? t("emptyTitle")} description={props.emptyDescription} action={props.emptyAction} />;
  }

  return (
    <div className="rounded-lg border border-border bg-surface">
      {/* A table wider than the screen scrolls inside this box (an edge shadow says there is more), which keyboard
          users can focus to scroll; the visually hidden labels of the headers are clipped by it too. */}
      <ScrollBox label={props.caption}>
        <table className="w-full text-left text-sm" aria-busy={props.isLoading || undefined}>
          <caption className="sr-only">{props.caption}</caption>
          <thead className="border-b border-border bg-surface-muted text-fg-muted">
            <tr>
              {columns.map((col) => (
                <th
                  key={col.key}
                  scope="col"
                  className={cn(cell, "font-semibold", col.className)}
                  aria-sort={col.sortable && sort?.sortBy === col.key ? (sort.sortOrder === "asc" ? "ascending" : "descending") : undefined}
                >
                  {col.sortable && props.onSortChange ? <SortHeader col={col} sort={sort} onSortChange={props.onSortChange} /> : col.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cn("divide-y divide-border", props.isLoading && rows ? "opacity-60" : undefined)}>
            {showSkeleton
              ? Array.from({ length: 5 }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    {columns.map((col) => (
                      <td key={col.key} className={cell}>
                        <div className="h-4 w-3/4 animate-pulse rounded bg-surface-muted" />
                      </td>
                    ))}
                  </tr>
                ))
              : !body &&
                rows?.map((row) => (
                  <tr key={props.rowKey(row)} className="hover:bg-surface-muted/60">
                    {columns.map((col) => (
                      <td key={col.key} className={cn(cell, "text-fg", col.className)}>
                        {col.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {showSkeleton ? <span className="sr-only" role="status">{t("loading")}</span> : null}
      </ScrollBox>
      {body}
      {props.pagination && props.pagination.total !== undefined && props.pagination.total > 0 ? (
        <div className="border-t border-border px-4">
          <Pagination {...props.pagination} total={props.pagination.total} />
        </div>
      ) : null}
    </div>
  );
}
