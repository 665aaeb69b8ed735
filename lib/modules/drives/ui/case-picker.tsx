"use client";
// The case to import into: a search over the cases the viewer reaches (petition/list: the cases module's
// list and its reach rules), the matches in a native select (keyboard and screen readers as is).
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { inputClass } from "@/components/ui/input-class";
import { SearchInput } from "@/components/ui/search-input";
import type { CaseListRow } from "@/lib/modules/cases/contract";
import { apiList } from "@/lib/shared/api-client";
import { drivesKeys } from "./keys";

export type PickedCase = { id: string; label: string; detailsPath: string };

const labelOf = (c: CaseListRow) => [c.customCaseNumber ?? c.caseNumber, c.beneficiaryName, c.petitionerName].filter(Boolean).join(" — ");

export function CasePicker({ value, onChange }: { value: PickedCase | null; onChange: (c: PickedCase | null) => void }) {
  const t = useTranslations("drives.browser.case");
  const [search, setSearch] = useState("");
  const id = useId();
  const q = useQuery({
    queryKey: drivesKeys.cases(search),
    queryFn: ({ signal }) => apiList<CaseListRow>("petition/list", { page: 1, perpage: 25, sortBy: "updatedAt", sortOrder: "desc", search: search || undefined }, { signal }),
  });
  const rows = q.data?.data ?? [];
  const options = value && !rows.some((r) => r.id === value.id) ? [value, ...rows.map((r) => ({ id: r.id, label: labelOf(r), detailsPath: r.detailsPath }))] : rows.map((r) => ({ id: r.id, label: labelOf(r), detailsPath: r.detailsPath }));
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <SearchInput label={t("search")} placeholder={t("searchPlaceholder")} value={search} onSearch={setSearch} />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t("label")}
        </label>
        <select
          id={id}
          value={value?.id ?? ""}
          onChange={(e) => onChange(options.find((o) => o.id === e.target.value) ?? null)}
          aria-busy={q.isFetching}
          className={inputClass}
        >
          <option value="">{q.isPending ? t("loading") : q.isError ? t("error") : rows.length === 0 ? t("none") : t("choose")}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
