"use client";
import { useTranslations } from "next-intl";
import { THEMES, isTheme, useTheme } from "@/components/layout/theme";
import { useSavePreferences } from "./use-shell";

/** Light / dark / semi-dark; stored in localStorage and, when signed in, in the user's preferences. */
export function ThemeSwitcher() {
  const t = useTranslations("shell.theme");
  const { theme, setTheme } = useTheme();
  const save = useSavePreferences();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t("label")}</span>
      <select
        value={theme}
        onChange={(e) => {
          if (!isTheme(e.target.value)) return;
          setTheme(e.target.value);
          save.mutate({ theme: e.target.value });
        }}
        className="rounded-md border border-border bg-surface px-2 py-1 text-fg focus-visible:outline-2 focus-visible:outline-focus"
      >
        {THEMES.map((th) => (
          <option key={th} value={th}>
            {t(th)}
          </option>
        ))}
      </select>
    </label>
  );
}
