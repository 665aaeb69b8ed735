// One TanStack Query client per browser tab (and per request on the server), with the app's defaults,
// and the client-state reset used when the session ends (spec section 8).
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** localStorage / sessionStorage keys that belong to the signed-in user start with this prefix. */
const USER_STORAGE_PREFIX = "icm.user.";

function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.code === "ABORTED") return false;
  return failureCount < 2;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Forget everything the client knows about the user: query cache and the user's stored keys. */
export function clearClientState(client: QueryClient | null): void {
  client?.cancelQueries();
  client?.clear();
  if (typeof window === "undefined") return;
  for (const store of [window.localStorage, window.sessionStorage]) {
    try {
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => !!k);
      keys.filter((k) => k.startsWith(USER_STORAGE_PREFIX)).forEach((k) => store.removeItem(k));
    } catch {
      // Storage can be unavailable (private mode); nothing to clear then.
    }
  }
}

/** Query key of the signed-in user's details (/api/users/login-user-details). */
export const meKey = ["me"] as const;
