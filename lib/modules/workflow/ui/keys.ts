// TanStack Query keys of the workflow module.
export const workflowKeys = {
  all: ["workflow"] as const,
  config: (variant: string = "petition") => [...workflowKeys.all, "config", variant] as const,
};
