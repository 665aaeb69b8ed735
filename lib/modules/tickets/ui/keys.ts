// TanStack Query keys of the ticket screens.
export const ticketsKeys = {
  all: ["tickets"] as const,
  lists: () => [...ticketsKeys.all, "list"] as const,
  list: (body: object) => [...ticketsKeys.lists(), body] as const,
  detail: (id: string) => [...ticketsKeys.all, "detail", id] as const,
  comments: (id: string) => [...ticketsKeys.all, "comments", id] as const,
  /** The cases offered on the new-ticket form. */
  cases: () => [...ticketsKeys.all, "cases"] as const,
};
