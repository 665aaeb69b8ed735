"use client";
// en / es via the NEXT_LOCALE cookie (i18n/request.ts); signed-in users also keep it in their preferences.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { apiPost } from "@/lib/shared/api-client";

const LOCALES = ["en", "es"] as const;

export function LanguageSwitcher({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("shell.language");
  const locale = useLocale();
  const router = useRouter();
  const qc = useQueryClient();
  const [pending, startTransition] = useTransition();

  function change(next: string) {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `NEXT_LOCALE=${next}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax${secure}`;
    if (signedIn) apiPost("users/preferences", { locale: next }).catch(() => undefined);
    startTransition(() => router.refresh());
    // Answers carry names in the reader's language (master data, case statuses, history lines):
    // fetch them again in the new one.
    void qc.invalidateQueries();
  }

  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t("label")}</span>
      <select
        value={locale}
        disabled={pending}
        onChange={(e) => change(e.target.value)}
        className="rounded-md border border-border bg-surface px-2 py-1 text-fg focus-visible:outline-2 focus-visible:outline-focus"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(l)}
          </option>
        ))}
      </select>
    </label>
  );
}
