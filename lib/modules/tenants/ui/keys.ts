// TanStack Query keys of the firm profile (tenants module) and the petitioner's company on the settings page.
export const tenantKeys = {
  all: ["tenant"] as const,
  details: () => [...tenantKeys.all, "details"] as const,
  company: (id: string) => [...tenantKeys.all, "company", id] as const,
};
