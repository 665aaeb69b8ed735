"use client";
// The filter bar of the platform admin's Subscriptions and Invoices tabs: search, a status select, Clear.
import { useTranslations } from "next-intl";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar } from "@/components/list/list-view-table";
import { SearchInput } from "@/components/ui/search-input";

type Ns = "platformBilling.invoices" | "platformBilling.subscriptions";

export function StatusSearchBar<S extends string>({
  namespace,
  statuses,
  filtered,
  search,
  status,
  onChange,
}: {
  namespace: Ns;
  statuses: readonly S[];
  filtered: boolean;
  search: string;
  status: S | undefined;
  onChange: (patch: { search?: string; matcher?: { status: S | undefined } }) => void;
}) {
  const t = useTranslations(namespace);
  const label = (s: S) => (t as (key: string) => string)(`status.${s}`);
  return (
    <ListFilterBar namespace={namespace} filtered={filtered} onClear={() => onChange({ search: "", matcher: { status: undefined } })}>
      <SearchInput label={t("search")} value={search} onSearch={(value) => onChange({ search: value })} />
      <FilterSelect
        label={t("filters.status")}
        allLabel={t("filters.allStatuses")}
        value={status ?? ""}
        options={statuses.map((s) => ({ value: s, label: label(s) }))}
        onChange={(v) => onChange({ matcher: { status: v ? (v as S) : undefined } })}
      />
    </ListFilterBar>
  );
}
