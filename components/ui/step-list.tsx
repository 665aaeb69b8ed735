"use client";
// A variant's workflow steps as a record stands on them (the server's answer, never recomputed here): done,
// the one it waits on (aria-current="step") and whether that one is the reader's to take.
import { useTranslations } from "next-intl";
import { Badge } from "./badge";

export type StepItem = { code: string; label: string; done: boolean; next: boolean; canAct: boolean };

export function StepList({ label, steps }: { label: string; steps: readonly StepItem[] }) {
  const t = useTranslations("common.steps");
  return (
    <ol className="grid gap-1" aria-label={label}>
      {steps.map((s) => (
        <li key={s.code} className="flex flex-wrap items-center gap-2" aria-current={s.next ? "step" : undefined}>
          <span aria-hidden="true" className="w-3 text-fg-muted">
            {s.done ? "✓" : s.next ? "→" : "·"}
          </span>
          <span className={s.done ? "text-fg-muted" : undefined}>{s.label}</span>
          {s.done ? <span className="sr-only">{t("done")}</span> : null}
          {s.next ? <Badge tone="info">{t("next")}</Badge> : null}
          {s.next && s.canAct ? <Badge tone="success">{t("yours")}</Badge> : null}
        </li>
      ))}
    </ol>
  );
}
