import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

/** The centred card of the sign-up and link pages: a title, an optional lead text, the content. */
export function AccountCard({ title, description, children, wide = false }: { title: ReactNode; description?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <Card className={cn("w-full p-6 sm:p-8", wide ? "max-w-2xl" : "max-w-md")}>
      <h1 className="text-2xl font-semibold text-fg">{title}</h1>
      {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </Card>
  );
}
