// Query keys of the billing card and of the platform admin's billing screen.
export const billingKeys = {
  all: ["billing"] as const,
  selected: ["billing", "selected"] as const,
  masterdata: ["billing", "masterdata"] as const,
  methods: ["billing", "methods"] as const,
  invoices: ["billing", "invoices"] as const,
  /** /app/platform-billing: every subscriber's rows (billing.admin). */
  platform: ["billing", "platform"] as const,
  subscriptions: (body: object) => ["billing", "platform", "subscriptions", body] as const,
  platformInvoices: (body: object) => ["billing", "platform", "invoices", body] as const,
  coupons: (body: object) => ["billing", "platform", "coupons", body] as const,
  plans: ["billing", "platform", "plans"] as const,
};
