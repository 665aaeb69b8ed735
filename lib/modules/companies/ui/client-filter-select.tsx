"use client";
// The client filter of a list screen: the firm's clients (useClientOptions), "" for all. A client id
// from the URL that is not among the options stays selected under `filters.selectedClient`.
// Labels from `<namespace>.filters`: client, allClients, selectedClient.
import { useTranslations } from "next-intl";
import { FilterSelect } from "@/components/list/filter-select";
import type { useClientOptions } from "./use-client-options";

export function ClientFilterSelect({
  namespace,
  clients,
  value,
  onChange,
}: {
  namespace: string;
  clients: ReturnType<typeof useClientOptions>;
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
}) {
  const t = useTranslations(namespace);
  return (
    <FilterSelect
      label={t("filters.client")}
      allLabel={t("filters.allClients")}
      value={value ?? ""}
      options={clients.options}
      selectedLabel={t("filters.selectedClient")}
      disabled={clients.isLoading}
      onChange={(v) => onChange(v || undefined)}
    />
  );
}
