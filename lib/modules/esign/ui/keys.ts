// TanStack Query keys of the e-signature module's staff screens.
export const esignKeys = {
  all: ["esign"] as const,
  list: (petitionId: string) => [...esignKeys.all, "list", petitionId] as const,
  details: (id: string) => [...esignKeys.all, "details", id] as const,
  verify: (id: string) => [...esignKeys.all, "verify", id] as const,
  /** The case's forms and letters offered for signing (documents/list, category forms_letters). */
  pdfs: (petitionId: string) => [...esignKeys.all, "pdfs", petitionId] as const,
  /** The firm's sealing certificate (esign/identity/details), on the settings page. */
  identity: () => [...esignKeys.all, "identity"] as const,
};

/** The wet-ink signature requests of a case (esign/ink/list). */
export const inkKeys = {
  all: ["esign-ink"] as const,
  list: (petitionId: string) => [...inkKeys.all, "list", petitionId] as const,
};
