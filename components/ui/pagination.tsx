"use client";
import { useTranslations } from "next-intl";
import { Button } from "./button";

export type PaginationProps = {
  page: number;
  perpage: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Offered page sizes; omit to hide the selector. */
  perpageOptions?: number[];
  onPerpageChange?: (perpage: number) => void;
};

/** "1–25 of 130", page size and previous/next buttons. */
export function Pagination({ page, perpage, total, onPageChange, perpageOptions, onPerpageChange }: PaginationProps) {
  const t = useTranslations("common.pagination");
  const pages = Math.max(1, Math.ceil(total / perpage));
  const from = total === 0 ? 0 : (page - 1) * perpage + 1;
  const to = Math.min(total, page * perpage);
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-fg-muted">
      <p aria-live="polite">{t("range", { from, to, total })}</p>
      <div className="flex items-center gap-2">
        {perpageOptions && onPerpageChange ? (
          <label className="flex items-center gap-2">
            <span>{t("perpage")}</span>
            <select
              value={perpage}
              onChange={(e) => onPerpageChange(Number(e.target.value))}
              className="rounded-md border border-border bg-surface px-2 py-1 text-fg focus-visible:outline-2 focus-visible:outline-focus"
            >
              {perpageOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          {t("previous")}
        </Button>
        <span>{t("page", { page, pages })}</span>
        <Button variant="secondary" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          {t("next")}
        </Button>
      </div>
    </nav>
  );
}
