// TanStack Query keys of the cloud drive screens.
export const drivesKeys = {
  all: ["drives"] as const,
  status: () => [...drivesKeys.all, "status"] as const,
  folder: (provider: string, folderId: string | null) => [...drivesKeys.all, "folder", provider, folderId] as const,
  cases: (search: string) => [...drivesKeys.all, "cases", search] as const,
};
