"use client";
// The questionnaire's progress: its sections in order, the current one marked (aria-current="step"),
// visited ones ticked, ones with errors flagged. Each is a button, so any step is reachable by keyboard.
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/button";

export function StepList({
  steps,
  current,
  visited,
  errorSteps,
  onSelect,
}: {
  steps: string[];
  current: number;
  visited: ReadonlySet<number>;
  errorSteps: boolean[];
  onSelect: (index: number) => void;
}) {
  const t = useTranslations("questionnaire");
  const percent = Math.round(((current + 1) / steps.length) * 100);
  return (
    <nav aria-label={t("progress")} className="grid content-start gap-3">
      <div>
        <div
          role="progressbar"
          aria-label={t("progress")}
          aria-valuemin={1}
          aria-valuemax={steps.length}
          aria-valuenow={current + 1}
          aria-valuetext={t("stepOf", { current: current + 1, total: steps.length })}
          className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
        >
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="grid gap-1">
        {steps.map((label, i) => {
          const state = errorSteps[i] ? "error" : i === current ? "current" : visited.has(i) ? "visited" : "todo";
          return (
            <li key={label}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-current={i === current ? "step" : undefined}
                className={cn(
                  "flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm",
                  focusRing,
                  i === current ? "bg-surface-muted font-semibold text-fg" : "text-fg-muted hover:bg-surface-muted",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs",
                    state === "error" ? "border-danger text-danger" : state === "current" ? "border-primary bg-primary text-primary-foreground" : "border-border",
                  )}
                >
                  {state === "error" ? "!" : state === "visited" ? "✓" : i + 1}
                </span>
                <span>{label}</span>
                {state === "error" ? <span className="sr-only">{t("stepHasErrors")}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
