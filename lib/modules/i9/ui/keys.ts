// TanStack Query keys of the I-9 screens.
import type { EmployeeListBody, I9ListBody } from "../contract";
import type { VerifierListBody } from "../verifier-contract";
import type { HoldsListBody, PurgedI9ListBody, RetentionReportBody } from "../retention-contract";

export const i9Keys = {
  all: ["i9"] as const,
  employees: () => [...i9Keys.all, "employees"] as const,
  employeeList: (body: Partial<EmployeeListBody>) => [...i9Keys.employees(), "list", body] as const,
  employers: () => [...i9Keys.all, "employers"] as const,
  records: () => [...i9Keys.all, "records"] as const,
  recordList: (body: Partial<I9ListBody>) => [...i9Keys.records(), "list", body] as const,
  record: (id: string) => [...i9Keys.records(), "detail", id] as const,
  activity: (id: string, page: number) => [...i9Keys.records(), "activity", id, page] as const,
  // Under records(): a purge or a hold refreshes every list and figure that shows records.
  holds: (body: { filter: { matcher: Partial<HoldsListBody["filter"]["matcher"]> } }) => [...i9Keys.records(), "holds", body] as const,
  purged: (body: Partial<PurgedI9ListBody>) => [...i9Keys.records(), "purged", body] as const,
  report: (body: Partial<RetentionReportBody>) => [...i9Keys.records(), "report", body] as const,
  settings: () => [...i9Keys.all, "settings"] as const,
  verifiers: () => [...i9Keys.all, "verifiers"] as const,
  verifierList: (body: Partial<VerifierListBody>) => [...i9Keys.verifiers(), "list", body] as const,
  verifier: (id: string) => [...i9Keys.verifiers(), "detail", id] as const,
};
