// TanStack Query keys of the communication screens (a case's or a client's threads, a thread's messages, the user-list).
import type { ThreadScopeRef } from "../contract";

export const communicationKeys = {
  all: ["communication"] as const,
  /** A case's threads, or a client's. */
  ofScope: (s: ThreadScopeRef) => [...communicationKeys.all, s.petitionId ? "case" : "client", s.petitionId ?? s.companyId] as const,
  threads: (s: ThreadScopeRef) => [...communicationKeys.ofScope(s), "threads"] as const,
  thread: (s: ThreadScopeRef, threadId: string) => [...communicationKeys.ofScope(s), "thread", threadId] as const,
  users: (s: ThreadScopeRef) => [...communicationKeys.ofScope(s), "users"] as const,
  replyLink: (token: string) => [...communicationKeys.all, "reply-link", token] as const,
};
