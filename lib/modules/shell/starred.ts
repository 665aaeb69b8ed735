// Starred pages (spec section 9: the first 10 are kept), stored in the user's preferences.
const MAX_STARRED = 10;

export type StarredPage = { path: string; title: string };

export const isStarred = (list: readonly StarredPage[], path: string) => list.some((p) => p.path === path);

/** Removes the page when starred, otherwise appends it; only the first 10 are kept. */
export function toggleStar(list: readonly StarredPage[], page: StarredPage): StarredPage[] {
  if (isStarred(list, page.path)) return list.filter((p) => p.path !== page.path);
  return [...list, { path: page.path, title: page.title.slice(0, 100) }].slice(0, MAX_STARRED);
}

/** Whether another page can still be starred. */
export const canStar = (list: readonly StarredPage[]) => list.length < MAX_STARRED;
