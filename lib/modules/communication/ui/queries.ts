"use client";
// The threads' data (a case's Messages tab, a client's Messages section): a case's or a client's threads (with the unread total, polled), a thread's messages (pages of the
// newest first, shown oldest first), the user-list, sending and marking read.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiList, apiPost } from "@/lib/shared/api-client";
import type { Addressee, MessageDto, SavedMessageDto, ThreadListDto, ThreadMessagesDto, ThreadScopeRef } from "../contract";
import { MESSAGES_PER_PAGE } from "../constants";
import { communicationKeys } from "./keys";

/** New messages appear without reload: the open case polls its threads (a cheap indexed read). */
const POLL_MS = 15_000;

export function useThreads(scope: ThreadScopeRef) {
  return useQuery({
    queryKey: communicationKeys.threads(scope),
    queryFn: async () => (await apiList<never>("communication/list", { ...scope, perpage: 100 })).data as unknown as ThreadListDto,
    refetchInterval: POLL_MS,
  });
}

export function useThreadMessages(scope: ThreadScopeRef, threadId: string) {
  return useInfiniteQuery({
    queryKey: communicationKeys.thread(scope, threadId),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const { data, pagination } = await apiList<never>("communication/list", { ...scope, threadId, page: pageParam, perpage: MESSAGES_PER_PAGE });
      return { ...(data as unknown as ThreadMessagesDto), pagination };
    },
    getNextPageParam: (last) => (last.pagination.page * last.pagination.perpage < last.pagination.total ? last.pagination.page + 1 : undefined),
    refetchInterval: POLL_MS,
  });
}

/** Oldest first, for reading top to bottom. */
export const chronological = (pages: { messages: MessageDto[] }[] | undefined): MessageDto[] => (pages ?? []).flatMap((p) => p.messages).reverse();

export function useAddressees(scope: ThreadScopeRef) {
  return useQuery({
    queryKey: communicationKeys.users(scope),
    queryFn: () => apiPost<Addressee[]>("communication/user-list", scope),
    staleTime: 60_000,
  });
}

export type SendInput = { threadId?: string; subject?: string; body: string; mentions: string[]; attachments: string[] };

export function useSendMessage(scope: ThreadScopeRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => apiPost<SavedMessageDto>("communication/save", { ...scope, ...input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: communicationKeys.ofScope(scope) }),
  });
}

export function useMarkRead(scope: ThreadScopeRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => apiPost<{ unreadCount: number }>("communication/mark-read", { threadId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: communicationKeys.ofScope(scope) }),
  });
}

/** Edit or delete one's own message (until someone else has read it); the thread reloads either way (a 409 means it was read meanwhile). */
export function useChangeMessage(scope: ThreadScopeRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { messageId: string; body?: string }) =>
      input.body === undefined ? apiPost<MessageDto>("communication/delete", { messageId: input.messageId }) : apiPost<MessageDto>("communication/edit", input),
    onSettled: () => qc.invalidateQueries({ queryKey: communicationKeys.ofScope(scope) }),
  });
}
