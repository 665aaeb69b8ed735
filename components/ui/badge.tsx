import type { ReactNode } from "react";
import { cn } from "./cn";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info" | "indigo" | "teal" | "orange";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-surface-muted text-fg",
  success: "bg-success-soft text-success-strong",
  warning: "bg-warning-soft text-warning-strong",
  danger: "bg-danger-soft text-danger-strong",
  info: "bg-info-soft text-info-strong",
  // Beyond the five meanings, for a status list that needs more distinct colours (invoices: viewed, deposited, expired).
  indigo: "bg-indigo-soft text-indigo-strong",
  teal: "bg-teal-soft text-teal-strong",
  orange: "bg-orange-soft text-orange-strong",
};

/** A small status pill. Pick the tone from the status (active → success, inactive → neutral, …). */
export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium", TONES[tone], className)}>
      {children}
    </span>
  );
}
