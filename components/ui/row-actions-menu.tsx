"use client";
// The row actions' menu itself (Radix), loaded by row-actions.tsx on its first opening.
import * as Menu from "@radix-ui/react-dropdown-menu";
import Link from "next/link";
import { useRef, type ReactNode } from "react";
import { cn } from "./cn";
import type { LazyMenuProps } from "./lazy-menu";
import { ROW_ACTIONS_TRIGGER, type RowAction } from "./row-actions";

const itemClass = "block w-full cursor-pointer rounded px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-surface-muted";

export function RowActionsMenu({ label, actions, trigger, defaultOpen }: { label: string; actions: RowAction[]; trigger: ReactNode } & LazyMenuProps) {
  // The chosen action runs after the menu has given focus back to its button, so a dialog it opens
  // returns focus there when it closes.
  const pending = useRef<(() => void) | null>(null);
  const plain = actions.filter((a) => !a.destructive);
  const destructive = actions.filter((a) => a.destructive);
  const item = (a: RowAction) =>
    a.href ? (
      <Menu.Item key={a.label} asChild className={itemClass}>
        <Link href={a.href}>{a.label}</Link>
      </Menu.Item>
    ) : (
      <Menu.Item
        key={a.label}
        className={cn(itemClass, a.destructive && "font-medium text-danger-strong")}
        onSelect={() => {
          pending.current = a.onSelect ?? null;
        }}
      >
        {a.label}
      </Menu.Item>
    );
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger aria-label={label} className={ROW_ACTIONS_TRIGGER}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-44 rounded-md border border-border bg-surface p-1 text-fg shadow-lg"
          onCloseAutoFocus={() => {
            const run = pending.current;
            pending.current = null;
            // After Radix has put focus back on the trigger (it runs after this handler).
            if (run) queueMicrotask(run);
          }}
        >
          {plain.map(item)}
          {plain.length && destructive.length ? <Menu.Separator className="my-1 h-px bg-border" /> : null}
          {destructive.map(item)}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
