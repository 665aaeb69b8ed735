"use client";
// The filter panel of the case list: every key of the list matcher (spec "List filters"), the search
// box and the sort options of spec section 9. All of it lives in the URL through `update`.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { SearchInput } from "@/components/ui/search-input";
import { ROLE } from "@/lib/shared/constants/roles";
import type { ListView, ListViewUpdate } from "@/components/list/list-url";
import { FilterSelect } from "@/components/list/filter-select";
import { CheckboxGroupFilter } from "@/components/list/checkbox-group-filter";
import { DateRangeFilter } from "@/components/list/date-range-filter";
import { useBranchOptions } from "@/lib/modules/branches/ui/hooks";
import { useClientOptions } from "@/lib/modules/companies/ui";
import type { CaseListMatcher } from "../list-contract";
import { CASE_SORT_FIELDS, type CaseSortField } from "../constants";
import { useCaseMasterData } from "./labels";
import { useBeneficiaryOptions } from "./use-beneficiary-options";

type View = ListView<CaseSortField, CaseListMatcher>;
type Update = (patch: ListViewUpdate<CaseSortField, CaseListMatcher>) => void;

/** Matcher keys of the panel (the quick links and the drill-down set some of them too). */
const PANEL_KEYS = [
  "statusIds",
  "typeIds",
  "subTypeIds",
  "petitionerIds",
  "beneficiaryIds",
  "branchIds",
  "deadlineDateRange",
  "getActiveCases",
  "getClosedCases",
  "premiumProcessing",
  "rfeCases",
  "getPendingWithLCA",
  "title",
  "validityDateRange",
] as const satisfies readonly (keyof CaseListMatcher)[];

const EMPTY_MATCHER: Partial<CaseListMatcher> = Object.fromEntries(PANEL_KEYS.map((k) => [k, undefined]));

export function activeFilterCount(m: CaseListMatcher): number {
  return PANEL_KEYS.filter((k) => {
    const v = m[k];
    return v !== undefined && v !== null && v !== "" && v !== false && !(Array.isArray(v) && v.length === 0);
  }).length;
}

export function CaseFilters({ view, update, roleId }: { view: View; update: Update; roleId: number }) {
  const t = useTranslations("cases");
  const m = view.matcher;
  const count = activeFilterCount(m);
  const [open, setOpen] = useState(count > 0);
  const panelId = useId();
  const staff = roleId !== ROLE.PETITIONER && roleId !== ROLE.BENEFICIARY;

  return (
    <section aria-label={t("filters.label")} className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3" role="search">
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <SortControls view={view} update={update} />
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {count ? t("filters.toggleCount", { count }) : t("filters.toggle")}
        </Button>
        {count || view.search ? (
          <Button variant="ghost" size="sm" onClick={() => update({ search: "", matcher: EMPTY_MATCHER })}>
            {t("filters.clear")}
          </Button>
        ) : null}
      </div>
      <div id={panelId} hidden={!open} className="rounded-lg border border-border bg-surface p-4">
        {open ? <FilterPanel view={view} update={update} staff={staff} roleId={roleId} /> : null}
      </div>
    </section>
  );
}

function SortControls({ view, update }: { view: View; update: Update }) {
  const t = useTranslations("cases");
  const id = useId();
  return (
    <div className="flex items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="text-xs font-medium text-fg-muted">
          {t("sort.label")}
        </label>
        <select
          id={`${id}-sort`}
          className={`${inputClass} min-w-44`}
          value={view.sortBy}
          onChange={(e) => update({ sortBy: e.target.value as CaseSortField, sortOrder: view.sortOrder })}
        >
          {CASE_SORT_FIELDS.map((f) => (
            <option key={f} value={f}>
              {t(`sort.${f}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-order`} className="text-xs font-medium text-fg-muted">
          {t("sort.order")}
        </label>
        <select
          id={`${id}-order`}
          className={inputClass}
          value={view.sortOrder}
          onChange={(e) => update({ sortBy: view.sortBy, sortOrder: e.target.value === "asc" ? "asc" : "desc" })}
        >
          <option value="desc">{t("sort.desc")}</option>
          <option value="asc">{t("sort.asc")}</option>
        </select>
      </div>
    </div>
  );
}

const first = <T,>(xs: readonly T[] | undefined): T | undefined => xs?.[0];

function FilterPanel({ view, update, staff, roleId }: { view: View; update: Update; staff: boolean; roleId: number }) {
  const t = useTranslations("cases");
  const m = view.matcher;
  const typeId = first(m.typeIds);
  const md = useCaseMasterData(typeId);
  const clientId = first(m.petitionerIds);
  const clients = useClientOptions({ enabled: staff, includeIndividuals: true });
  const showBranch = staff && roleId !== ROLE.BRANCH_MANAGER;
  const branches = useBranchOptions(showBranch);
  const dateLabels = { from: t("filters.from"), to: t("filters.to") };
  const beneficiaries = useBeneficiaryOptions({ petitionerId: clientId, enabled: roleId !== ROLE.BENEFICIARY });
  const state = m.getActiveCases ? "active" : m.getClosedCases ? "closed" : "all";
  const id = useId();

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label={t("filters.type")}
          allLabel={t("filters.allTypes")}
          value={typeId ? String(typeId) : ""}
          options={md.typeOptions}
          disabled={md.isLoading}
          onChange={(v) => update({ matcher: { typeIds: v ? [Number(v)] : undefined, subTypeIds: undefined } })}
        />
        <FilterSelect
          label={t("filters.subType")}
          allLabel={typeId ? t("filters.allSubTypes") : t("filters.chooseTypeFirst")}
          value={first(m.subTypeIds) ? String(first(m.subTypeIds)) : ""}
          options={md.subTypeOptions}
          disabled={!typeId || md.subTypesLoading}
          onChange={(v) => update({ matcher: { subTypeIds: v ? [Number(v)] : undefined } })}
        />
        {staff ? (
          <FilterSelect
            label={t("filters.client")}
            allLabel={t("filters.allClients")}
            value={clientId ?? ""}
            options={clients.options}
            disabled={clients.isLoading}
            onChange={(v) => update({ matcher: { petitionerIds: v ? [v] : undefined, beneficiaryIds: undefined } })}
          />
        ) : null}
        {roleId !== ROLE.BENEFICIARY ? (
          <FilterSelect
            label={t("filters.beneficiary")}
            allLabel={t("filters.allBeneficiaries")}
            value={first(m.beneficiaryIds) ?? ""}
            options={beneficiaries.options}
            disabled={beneficiaries.isLoading}
            onChange={(v) => update({ matcher: { beneficiaryIds: v ? [v] : undefined } })}
          />
        ) : null}
        {showBranch ? (
          <FilterSelect
            label={t("filters.branch")}
            allLabel={t("filters.allBranches")}
            value={first(m.branchIds) ?? ""}
            options={branches.options}
            disabled={branches.isLoading}
            onChange={(v) => update({ matcher: { branchIds: v ? [v] : undefined } })}
          />
        ) : null}
      </div>

      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <CheckboxGroupFilter
          legend={t("filters.status")}
          selectedLabel={(count) => t("filters.selected", { count })}
          loadingLabel={t("loading")}
          options={md.statusOptions}
          loading={md.isLoading}
          selected={m.statusIds ?? []}
          onChange={(statusIds) => update({ matcher: { statusIds: statusIds.length ? statusIds : undefined } })}
        />
        <div className="flex flex-col gap-4">
          <DateRangeFilter
            legend={t("filters.deadline")}
            labels={dateLabels}
            value={m.deadlineDateRange}
            onChange={(deadlineDateRange) => update({ matcher: { deadlineDateRange } })}
          />
          <DateRangeFilter
            legend={t("filters.validity")}
            labels={dateLabels}
            value={m.validityDateRange}
            onChange={(validityDateRange) => update({ matcher: { validityDateRange } })}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-start gap-6">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-xs font-medium text-fg-muted">{t("filters.state")}</legend>
          <div className="flex flex-wrap gap-4">
            {(["all", "active", "closed"] as const).map((s) => (
              <label key={s} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name={`${id}-state`}
                  className="size-4 accent-primary"
                  checked={state === s}
                  onChange={() => update({ matcher: { getActiveCases: s === "active" ? true : undefined, getClosedCases: s === "closed" ? true : undefined } })}
                />
                {t(`filters.states.${s}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-xs font-medium text-fg-muted">{t("filters.flags")}</legend>
          <div className="flex flex-wrap gap-4">
            {(["premiumProcessing", "rfeCases", "getPendingWithLCA"] as const).map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={m[k] === true}
                  onChange={(e) => update({ matcher: { [k]: e.target.checked ? true : undefined } })}
                />
                {t(`filters.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <span aria-hidden="true" className="text-xs font-medium text-fg-muted">
            {t("filters.title")}
          </span>
          <SearchInput label={t("filters.title")} value={m.title ?? ""} onSearch={(title) => update({ matcher: { title: title || undefined } })} />
        </div>
      </div>
    </div>
  );
}
