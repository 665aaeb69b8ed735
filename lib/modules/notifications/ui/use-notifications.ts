"use client";
// Client hooks of the bell: the unread count (polled), the paged list, mark read and remove.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiList, apiPost } from "@/lib/shared/api-client";
import type { NotificationListDto } from "../contract";
import { notificationKeys } from "./keys";

/** New notifications appear without a reload: the count is asked every 15 s and on window focus. */
export const UNREAD_POLL_MS = 15_000;
const PER_PAGE = 10;

export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => apiPost<{ count: number }>("notify/unread-count", {}, { signal }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
}

type Page = NotificationListDto & { page: number; total: number; perpage: number };

/** The caller's notifications, newest first, page after page ("Load more"); fetched while the panel is open. */
export function useNotificationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    enabled,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<Page> => {
      const { data, pagination } = await apiList<unknown>("notify/list", { page: pageParam, perpage: PER_PAGE }, { signal });
      return { ...(data as unknown as NotificationListDto), ...pagination };
    },
    getNextPageParam: (last) => (last.page * last.perpage < last.total ? last.page + 1 : undefined),
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) => apiPost<{ updated: number; unreadCount: number }>("notify/mark-read", body),
    onSettled: refresh,
  });
}

export function useRemoveNotification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiPost<{ removed: number; unreadCount: number }>("notify/remove", { ids: [id] }),
    onSettled: refresh,
  });
}
