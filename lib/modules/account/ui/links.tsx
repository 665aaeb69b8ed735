import Link from "next/link";
import type { ComponentProps } from "react";
import { cn } from "@/components/ui/cn";

const focus = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";

/** An inline text link. */
export function TextLink({ className, ...rest }: ComponentProps<typeof Link>) {
  return <Link className={cn("rounded text-link underline underline-offset-2 hover:decoration-2", focus, className)} {...rest} />;
}

/** A link that looks like a button (primary or secondary). */
export function ButtonLink({ variant = "primary", className, ...rest }: ComponentProps<typeof Link> & { variant?: "primary" | "secondary" }) {
  return (
    <Link
      className={cn(
        "inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium transition-colors",
        variant === "primary" ? "bg-primary text-primary-foreground hover:bg-primary-hover" : "border border-border bg-surface text-fg hover:bg-surface-muted",
        focus,
        className,
      )}
      {...rest}
    />
  );
}
