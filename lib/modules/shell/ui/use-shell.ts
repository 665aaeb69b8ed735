"use client";
// Client hooks of the shell: the signed-in user's details (`me` query) and saving preferences.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserPreferences } from "@/db/schema/identity";
import type { LoginUserDetails } from "@/lib/modules/auth/session-user";
import { apiPost } from "@/lib/shared/api-client";
import { meKey } from "@/lib/shared/query-client";

/** The signed-in user's details; AppShell seeds the cache with the server's copy. */
export function useMe(initial?: LoginUserDetails) {
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => apiPost<LoginUserDetails>("users/login-user-details", {}, { signal }),
    initialData: initial,
    staleTime: 60_000,
  });
}

/** Saves part of the preferences (/api/users/preferences); keeps the `me` cache in step. */
export function useSavePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPreferences) => apiPost<UserPreferences>("users/preferences", patch),
    onMutate: (patch) => {
      const before = qc.getQueryData<LoginUserDetails>(meKey);
      qc.setQueryData<LoginUserDetails>(meKey, (old) => (old ? { ...old, preferences: { ...old.preferences, ...patch } } : old));
      return { before };
    },
    onError: (_e, _patch, ctx) => {
      if (ctx?.before) qc.setQueryData(meKey, ctx.before);
    },
  });
}
