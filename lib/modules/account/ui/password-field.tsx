"use client";
// A password input with a show/hide toggle and, for new passwords, the strong-password rule with a
// live checklist (spec section 5: 1 uppercase, 1 lowercase, 1 number, one of !@#$%^&*, 6+ characters).
import { useState, type InputHTMLAttributes } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FieldShell, inputClass, useFieldError, useFieldIds, type FieldBaseProps } from "@/components/ui/field";
import { cn } from "@/components/ui/cn";

type Props = Omit<FieldBaseProps, "label"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className" | "type"> & {
    label: string;
    /** Show the strong-password rule and the live checklist under the field. */
    showRules?: boolean;
  };

const RULES = [
  { key: "length", ok: (s: string) => s.length >= 6 },
  { key: "upper", ok: (s: string) => /[A-Z]/.test(s) },
  { key: "lower", ok: (s: string) => /[a-z]/.test(s) },
  { key: "digit", ok: (s: string) => /\d/.test(s) },
  { key: "special", ok: (s: string) => /[!@#$%^&*]/.test(s) },
] as const;

export function PasswordField({ name, label, required, hint, className, showRules = false, ...rest }: Props) {
  const t = useTranslations("account.password");
  const { register, control } = useFormContext();
  const value = useWatch({ control, name }) as string | undefined;
  const [visible, setVisible] = useState(false);
  const error = useFieldError(name);
  const { id, errorId, hintId, aria } = useFieldIds(name, error, hint);
  const ruleId = `${id}-rule`;
  const describedBy = [aria["aria-describedby"], showRules ? ruleId : null].filter(Boolean).join(" ") || undefined;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-required={required || undefined}
          className={cn(inputClass, "pr-20")}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...aria}
          aria-describedby={describedBy}
          {...rest}
          {...register(name)}
        />
        <button
          type="button"
          onClick={() => setVisible((s) => !s)}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t("hide", { field: label }) : t("show", { field: label })}
          className="absolute inset-y-1 right-1 rounded px-2 text-xs font-medium text-link hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
        >
          {visible ? t("hideShort") : t("showShort")}
        </button>
      </div>
      {showRules ? (
        <p id={ruleId} className="text-xs text-fg-muted">
          {t("rule")}
        </p>
      ) : null}
      {showRules ? (
        <ul className="grid grid-cols-1 gap-x-4 gap-y-0.5 text-xs sm:grid-cols-2" aria-label={t("checklist")}>
          {RULES.map((r) => {
            const ok = r.ok(value ?? "");
            return (
              <li key={r.key} className={cn("flex items-center gap-1.5", ok ? "text-success-strong" : "text-fg-muted")}>
                <span aria-hidden="true">{ok ? "✓" : "○"}</span>
                <span>{t(`rules.${r.key}`)}</span>
                <span className="sr-only">{ok ? t("met") : t("notMet")}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </FieldShell>
  );
}
