// A next/link styled like a Button: navigation stays a real link (keyboard, screen readers, new tabs).
import Link from "next/link";
import type { ComponentProps } from "react";
import { focusRing } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

const VARIANTS = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
  secondary: "border border-border bg-surface text-fg hover:bg-surface-muted",
  ghost: "text-fg hover:bg-surface-muted",
} as const;
const SIZES = { sm: "h-8 px-3 text-sm", md: "h-10 px-4 text-sm" } as const;

export function LinkButton({
  variant = "secondary",
  size = "md",
  className,
  ...rest
}: ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES }) {
  return (
    <Link
      className={cn("inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors", focusRing, VARIANTS[variant], SIZES[size], className)}
      {...rest}
    />
  );
}

/** An inline text link (tables, detail lists). */
export function TextLink({ className, ...rest }: ComponentProps<typeof Link>) {
  return <Link className={cn("font-medium text-link underline-offset-2 hover:underline", focusRing, "rounded-sm", className)} {...rest} />;
}
