// TanStack Query keys of the communication screens (a case's threads, a thread's messages, the user-list).
export const communicationKeys = {
  all: ["communication"] as const,
  ofCase: (petitionId: string) => [...communicationKeys.all, "case", petitionId] as const,
  threads: (petitionId: string) => [...communicationKeys.ofCase(petitionId), "threads"] as const,
  thread: (petitionId: string, threadId: string) => [...communicationKeys.ofCase(petitionId), "thread", threadId] as const,
  users: (petitionId: string) => [...communicationKeys.ofCase(petitionId), "users"] as const,
};
