"use client";
// A part of the billing card: a small heading with its actions on the right, then the content.
import type { ReactNode } from "react";

export function BillingSection({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-medium text-fg">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </div>
  );
}
