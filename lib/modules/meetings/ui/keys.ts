// TanStack Query keys of the meeting screens.
export const meetingsKeys = {
  all: ["meetings"] as const,
  lists: () => [...meetingsKeys.all, "list"] as const,
  list: (body: object) => [...meetingsKeys.lists(), body] as const,
  detail: (id: string) => [...meetingsKeys.all, "detail", id] as const,
  guest: (id: string, token: string) => [...meetingsKeys.all, "guest", id, token] as const,
  /** The cases offered on the new-meeting form, and a case's people. */
  cases: () => [...meetingsKeys.all, "cases"] as const,
  casePeople: (id: string) => [...meetingsKeys.all, "case-people", id] as const,
};
