// Query keys of the billing card.
export const billingKeys = {
  all: ["billing"] as const,
  selected: ["billing", "selected"] as const,
  masterdata: ["billing", "masterdata"] as const,
  methods: ["billing", "methods"] as const,
  invoices: ["billing", "invoices"] as const,
};
