// Root keys of module query caches that another module must invalidate. The branches screens refresh
// the users lists after a branch change (they show branch names) through QUERY_ROOTS.users, without
// importing the users module (which imports branches: no cycle). Add a root here when a new module
// needs the same; the owner's key factory starts from it (lib/modules/users/ui/keys.ts).
export const QUERY_ROOTS = {
  users: ["users"],
} as const;
