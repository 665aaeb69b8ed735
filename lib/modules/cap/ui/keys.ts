// TanStack Query keys of the cap registration screens.
export const capKeys = {
  all: ["cap"] as const,
  lists: () => [...capKeys.all, "list"] as const,
  list: (body: object) => [...capKeys.lists(), body] as const,
  season: (fiscalYear: number) => [...capKeys.all, "season", fiscalYear] as const,
  detail: (id: string) => [...capKeys.all, "detail", id] as const,
};
