"use client";
// The actions of one table row in a menu (Radix dropdown): a quiet "⋯" button per row instead of a
// row of buttons, with the one destructive action last, in red text and set apart. The destructive
// action keeps its confirmation dialog (the screen opens it from `onSelect`).
import * as Menu from "@radix-ui/react-dropdown-menu";
import Link from "next/link";
import { useRef } from "react";
import { cn } from "./cn";
import { focusRing } from "./button";

export type RowAction = {
  label: string;
  /** Opens a dialog or runs the action; called once the menu has closed and focus is back on its button. */
  onSelect?: () => void;
  /** A link instead of an action. */
  href?: string;
  destructive?: boolean;
};

const itemClass = "block w-full cursor-pointer rounded px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-surface-muted";

/** `label`: the accessible name of the menu button, e.g. "Actions for Jane Doe". */
export function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  // The chosen action runs after the menu has given focus back to its button, so a dialog it opens
  // returns focus there when it closes.
  const pending = useRef<(() => void) | null>(null);
  const plain = actions.filter((a) => !a.destructive);
  const destructive = actions.filter((a) => a.destructive);
  if (actions.length === 0) return null;
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
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={label}
        className={cn("inline-flex h-8 w-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg", focusRing)}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ⋯
        </span>
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
