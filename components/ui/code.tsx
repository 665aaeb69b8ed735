// Text an operator copies exactly (an environment variable's name, a URL to register, a scope), and a labelled
// list of them: the setup panels of the outside services (cloud drives, QuickBooks).
import type { ReactNode } from "react";

export function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-xs break-all">{children}</code>;
}

export function CodeList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul className="mt-2 grid gap-1" aria-label={label}>
      {items.map((s) => (
        <li key={s}>
          <Code>{s}</Code>
        </li>
      ))}
    </ul>
  );
}
