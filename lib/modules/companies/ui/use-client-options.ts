"use client";
// The firm's client companies as select options (/api/company/list by name, the first 100:
// spec section 9 reads dropdown lists 100 at a time). A petitioner gets their own company only.
import { useQuery } from "@tanstack/react-query";
import { apiList } from "@/lib/shared/api-client";
import type { SelectOption } from "@/components/ui/select-field";
import type { ClientListRow } from "../contract";
import { ACCOUNT_TYPE } from "../constants";
import { companiesKeys } from "./keys";

const CLIENT_OPTIONS_LIMIT = 100;

export function useClientOptions(opts: { enabled?: boolean; includeIndividuals?: boolean } = {}) {
  const enabled = opts.enabled ?? true;
  const companies = useQuery({
    queryKey: companiesKeys.options(),
    queryFn: ({ signal }) =>
      apiList<ClientListRow>("company/list", { page: 1, perpage: CLIENT_OPTIONS_LIMIT, sortBy: "name", sortOrder: "asc" }, { signal }),
    enabled,
    staleTime: 60_000,
  });
  const individuals = useQuery({
    queryKey: [...companiesKeys.options(), ACCOUNT_TYPE.INDIVIDUAL],
    queryFn: ({ signal }) =>
      apiList<ClientListRow>("individual/list", { page: 1, perpage: CLIENT_OPTIONS_LIMIT, sortBy: "name", sortOrder: "asc" }, { signal }),
    enabled: enabled && Boolean(opts.includeIndividuals),
    staleTime: 60_000,
  });
  const rows = [...(companies.data?.data ?? []), ...(opts.includeIndividuals ? (individuals.data?.data ?? []) : [])].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const options: SelectOption[] = rows.map((c) => ({ value: c.id, label: c.name }));
  return {
    options,
    rows,
    isLoading: enabled && (companies.isLoading || (Boolean(opts.includeIndividuals) && individuals.isLoading)),
    error: companies.error ?? individuals.error,
  };
}
