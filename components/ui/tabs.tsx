"use client";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./cn";

export type TabItem = { value: string; label: ReactNode; disabled?: boolean };

export type TabsProps = {
  items: TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Renders the panel of the selected tab. */
  children: ReactNode;
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs({ items, value, onValueChange, label, children }: TabsProps) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const enabled = items.filter((i) => !i.disabled);

  function onKeyDown(e: KeyboardEvent) {
    const at = enabled.findIndex((i) => i.value === value);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: enabled.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = enabled[(moves[e.key] + enabled.length) % enabled.length];
    onValueChange(next.value);
    refs.current[items.indexOf(next)]?.focus();
  }

  return (
    <div className="min-w-0">
      {/* On a narrow screen the tab bar scrolls inside itself, never the page. */}
      <div role="tablist" aria-label={label} className="relative flex gap-1 overflow-x-auto overflow-y-hidden shadow-[inset_0_-1px_0_var(--color-border)] [scrollbar-width:thin]" onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.value}`}
              aria-controls={`${base}-panel`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onValueChange(item.value)}
              className={cn(
                "shrink-0 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50",
                selected ? "border-primary text-fg" : "border-transparent text-fg-muted hover:text-fg",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${value}`} tabIndex={0} className="pt-4 focus-visible:outline-2 focus-visible:outline-focus">
        {children}
      </div>
    </div>
  );
}
