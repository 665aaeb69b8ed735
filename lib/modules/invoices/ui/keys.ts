// TanStack Query keys of the invoice screens.
export const invoicesKeys = {
  all: ["invoices"] as const,
  lists: () => [...invoicesKeys.all, "list"] as const,
  list: (body: object) => [...invoicesKeys.lists(), body] as const,
  detail: (id: string) => [...invoicesKeys.all, "detail", id] as const,
  /** The client's cases offered on the form. */
  clientCases: (companyId: string) => [...invoicesKeys.all, "client-cases", companyId] as const,
  /** The client's link (/app/invoice-view). */
  token: (token: string) => [...invoicesKeys.all, "token", token] as const,
};
