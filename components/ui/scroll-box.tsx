import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A box whose content (a table) may be wider than the screen: it scrolls sideways inside itself, never the page;
 * an edge shadow shows on the side with more to see (`.scroll-cue`, app/globals.css), and keyboard users can focus
 * it to scroll with the arrow keys. `label` names the region for screen readers (the table's caption).
 * `relative`: visually hidden (position: absolute) text inside is clipped by the box too. `contain: inline-size`:
 * the table's width does not count as the box's own, so a grid or flex item holding it does not grow past the
 * screen (the case's Documents tab and Company Settings were 584 and 766 px wide on a phone); the box takes the
 * width its parent gives it, so put it in a block, a stretched flex or grid item, never a shrink-to-fit one.
 */
export function ScrollBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn("scroll-cue relative overflow-x-auto [contain:inline-size] focus-visible:outline-2 focus-visible:outline-focus", className)}>
      {children}
    </div>
  );
}
