"use client";
// Beneficiaries as select options (/api/beneficiary/list by name, the first 100: spec section 9
// reads dropdown lists 100 at a time), optionally those of one client.
import { useQuery } from "@tanstack/react-query";
import type { SelectOption } from "@/components/ui/select-field";
import { apiList } from "@/lib/shared/api-client";
import type { BeneficiaryListRow } from "@/lib/modules/beneficiaries/contract";
import { beneficiariesKeys } from "@/lib/modules/beneficiaries/ui";

const DROPDOWN_LIMIT = 100;

export function useBeneficiaryOptions(opts: { petitionerId?: string; enabled?: boolean } = {}) {
  const enabled = opts.enabled ?? true;
  const body = {
    page: 1,
    perpage: DROPDOWN_LIMIT,
    sortBy: "name" as const,
    sortOrder: "asc" as const,
    filter: { matcher: opts.petitionerId ? { petitionerIds: [opts.petitionerId] } : {} },
  };
  const q = useQuery({
    queryKey: beneficiariesKeys.list(body),
    queryFn: ({ signal }) => apiList<BeneficiaryListRow>("beneficiary/list", body, { signal }),
    enabled,
    staleTime: 30_000,
  });
  const options: SelectOption[] = (q.data?.data ?? []).map((b) => ({ value: b.id, label: b.companyName && !opts.petitionerId ? `${b.name} (${b.companyName})` : b.name }));
  return { options, rows: q.data?.data ?? [], isLoading: enabled && q.isLoading, error: q.error };
}
