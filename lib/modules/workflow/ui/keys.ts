// TanStack Query keys of the workflow module.
export const workflowKeys = {
  all: ["workflow"] as const,
  config: () => [...workflowKeys.all, "config"] as const,
};
