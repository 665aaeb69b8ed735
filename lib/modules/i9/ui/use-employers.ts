"use client";
// The employers the viewer may add employees to (/api/employees/employers), as select options: the firm
// itself as "firm", each client by its id.
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiPost } from "@/lib/shared/api-client";
import type { EmployerOption } from "../contract";
import { i9Keys } from "./keys";

export const FIRM = "firm";

export function useEmployerOptions() {
  const t = useTranslations("i9.employees");
  const q = useQuery({ queryKey: i9Keys.employers(), queryFn: ({ signal }) => apiPost<EmployerOption[]>("employees/employers", {}, { signal }), staleTime: 60_000 });
  const options = (q.data ?? []).map((e) => ({ value: e.id ?? FIRM, label: e.id ? e.name : t("firm", { name: e.name }) }));
  return { options, isLoading: q.isLoading };
}
