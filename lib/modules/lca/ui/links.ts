// The LCA screens' paths.
export const LCA_LIST_PATH = "/app/lcalist";
export const lcaDetailsPath = (id: string) => `/app/lca-details/${id}`;
