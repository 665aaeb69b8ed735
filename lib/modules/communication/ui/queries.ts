"use client";
// The Messages tab's data: a case's threads (with the unread total, polled), a thread's messages (pages of the
// newest first, shown oldest first), the user-list, sending and marking read.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiList, apiPost } from "@/lib/shared/api-client";
import type { Addressee, MessageDto, SavedMessageDto, ThreadListDto, ThreadMessagesDto } from "../contract";
import { MESSAGES_PER_PAGE } from "../constants";
import { communicationKeys } from "./keys";

/** New messages appear without reload: the open case polls its threads (a cheap indexed read). */
const POLL_MS = 15_000;

export function useThreads(petitionId: string) {
  return useQuery({
    queryKey: communicationKeys.threads(petitionId),
    queryFn: async () => (await apiList<never>("communication/list", { petitionId, perpage: 100 })).data as unknown as ThreadListDto,
    refetchInterval: POLL_MS,
  });
}

export function useThreadMessages(petitionId: string, threadId: string) {
  return useInfiniteQuery({
    queryKey: communicationKeys.thread(petitionId, threadId),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const { data, pagination } = await apiList<never>("communication/list", { petitionId, threadId, page: pageParam, perpage: MESSAGES_PER_PAGE });
      return { ...(data as unknown as ThreadMessagesDto), pagination };
    },
    getNextPageParam: (last) => (last.pagination.page * last.pagination.perpage < last.pagination.total ? last.pagination.page + 1 : undefined),
    refetchInterval: POLL_MS,
  });
}

/** Oldest first, for reading top to bottom. */
export const chronological = (pages: { messages: MessageDto[] }[] | undefined): MessageDto[] => (pages ?? []).flatMap((p) => p.messages).reverse();

export function useAddressees(petitionId: string) {
  return useQuery({
    queryKey: communicationKeys.users(petitionId),
    queryFn: () => apiPost<Addressee[]>("communication/user-list", { petitionId }),
    staleTime: 60_000,
  });
}

export type SendInput = { threadId?: string; subject?: string; body: string; mentions: string[]; attachments: string[] };

export function useSendMessage(petitionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => apiPost<SavedMessageDto>("communication/save", { petitionId, ...input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: communicationKeys.ofCase(petitionId) }),
  });
}

export function useMarkRead(petitionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => apiPost<{ unreadCount: number }>("communication/mark-read", { threadId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: communicationKeys.ofCase(petitionId) }),
  });
}
