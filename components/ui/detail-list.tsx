// A definition list of label/value pairs for details screens; empty values show a dash.
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export type DetailItem = { label: ReactNode; value: ReactNode };

const blank = (v: ReactNode) => v === null || v === undefined || v === "" || v === false;

export function DetailList({ items, className, emptyLabel = "—" }: { items: DetailItem[]; className?: string; emptyLabel?: string }) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-3 sm:grid-cols-2", className)}>
      {items.map((item, i) => (
        <div key={i} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-fg-muted">{item.label}</dt>
          <dd className="mt-0.5 break-words text-sm text-fg">{blank(item.value) ? <span className="text-fg-muted">{emptyLabel}</span> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
