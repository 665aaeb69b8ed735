// TanStack Query keys of the LCA screens.
export const lcaKeys = {
  all: ["lca"] as const,
  lists: () => [...lcaKeys.all, "list"] as const,
  list: (body: object) => [...lcaKeys.lists(), body] as const,
  detail: (id: string) => [...lcaKeys.all, "detail", id] as const,
  activity: (id: string) => [...lcaKeys.all, "activity", id] as const,
  notices: (id: string) => [...lcaKeys.all, "notices", id] as const,
  paf: (id: string) => [...lcaKeys.all, "paf", id] as const,
};
