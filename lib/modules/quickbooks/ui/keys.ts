// TanStack Query keys of the QuickBooks screens.
export const quickbooksKeys = {
  all: ["quickbooks"] as const,
  /** quickbooks/status: connection, settings, counts, failures (the settings and status pages, the customers list's gate). */
  status: () => [...quickbooksKeys.all, "status"] as const,
  customers: () => [...quickbooksKeys.all, "customers"] as const,
  customerList: (body: object) => [...quickbooksKeys.customers(), "list", body] as const,
  customer: (id: string) => [...quickbooksKeys.customers(), "detail", id] as const,
  availability: (name: string) => [...quickbooksKeys.all, "availability", name] as const,
};
