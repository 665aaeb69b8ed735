// TanStack Query keys of the dashboard.
import type { WidgetCode } from "../widgets";

export const dashboardWidgetKeys = {
  all: ["dashboard-widgets"] as const,
  layout: () => [...dashboardWidgetKeys.all, "layout"] as const,
  stats: (code: WidgetCode, params: { page?: number; statusId?: number } = {}) => [...dashboardWidgetKeys.all, "stats", code, params] as const,
};
