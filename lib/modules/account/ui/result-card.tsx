"use client";
// The outcome of an account step (link sent, password set, invalid link …). The heading takes the focus
// when it appears, so screen readers announce the new state after a form disappears.
import { useEffect, useRef, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

type Tone = "success" | "info" | "warning" | "danger";

const TONES: Record<Tone, { box: string; icon: string }> = {
  success: { box: "bg-success-soft text-success-strong", icon: "✓" },
  info: { box: "bg-info-soft text-info-strong", icon: "✉" },
  warning: { box: "bg-warning-soft text-warning-strong", icon: "!" },
  danger: { box: "bg-danger-soft text-danger-strong", icon: "!" },
};

export function ResultCard({
  tone,
  title,
  children,
  actions,
  autoFocus = true,
}: {
  tone: Tone;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Move the focus to the heading (after a form was submitted); off for pages that open in this state. */
  autoFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);
  return (
    <Card className="w-full max-w-md p-6 text-center sm:p-8">
      <div className={cn("mx-auto flex size-12 items-center justify-center rounded-full text-xl font-bold", TONES[tone].box)} aria-hidden="true">
        {TONES[tone].icon}
      </div>
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-fg outline-none">
        {title}
      </h1>
      {children ? <div className="mt-2 space-y-2 text-sm text-fg-muted">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div> : null}
    </Card>
  );
}
