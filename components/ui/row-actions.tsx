"use client";
// The actions of one table row in a menu (Radix dropdown): a quiet "⋯" button per row instead of a
// row of buttons, with the one destructive action last, in red text and set apart. The destructive
// action keeps its confirmation dialog (the screen opens it from `onSelect`). The menu's code
// (row-actions-menu.tsx, Radix) loads on the first opening (LazyMenu).
import { cn } from "./cn";
import { focusRing } from "./button";
import { LazyMenu } from "./lazy-menu";

export type RowAction = {
  label: string;
  /** Opens a dialog or runs the action; called once the menu has closed and focus is back on its button. */
  onSelect?: () => void;
  /** A link instead of an action. */
  href?: string;
  destructive?: boolean;
};

export const ROW_ACTIONS_TRIGGER = cn("inline-flex h-8 w-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg", focusRing);

const loadMenu = () => import("./row-actions-menu").then((m) => m.RowActionsMenu);

const trigger = (
  <span aria-hidden="true" className="text-lg leading-none">
    ⋯
  </span>
);

/** `label`: the accessible name of the menu button, e.g. "Actions for Jane Doe". */
export function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  if (actions.length === 0) return null;
  return <LazyMenu load={loadMenu} props={{ label, actions, trigger }} trigger={trigger} triggerClassName={ROW_ACTIONS_TRIGGER} label={label} />;
}
