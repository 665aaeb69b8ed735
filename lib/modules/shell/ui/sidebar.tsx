"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { activeEntry, navFor } from "@/lib/shared/navigation";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { ThemeSwitcher } from "./theme-switcher";

/** The role's navigation (lib/shared/navigation.ts) as the firm's permission map allows it; the current section is marked aria-current. */
export function Sidebar({ roleId, permissions, open, onNavigate }: { roleId: number; permissions: readonly string[]; open: boolean; onNavigate: () => void }) {
  const t = useTranslations("shell.nav");
  const pathname = usePathname();
  const entries = navFor(roleId, permissions);
  const active = activeEntry(entries, pathname);
  return (
    <nav
      id="app-sidebar"
      aria-label={t("label")}
      className={cn(
        "w-60 shrink-0 border-r border-border bg-chrome text-chrome-fg md:block",
        open ? "fixed inset-y-0 left-0 z-30 block pt-16 shadow-lg md:static md:pt-0 md:shadow-none" : "hidden",
      )}
    >
      <ul className="flex flex-col gap-1 p-3">
        {entries.map((e) => {
          const current = active?.key === e.key;
          return (
            <li key={e.key}>
              <Link
                href={e.href}
                onClick={onNavigate}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-focus",
                  current ? "bg-chrome-active text-chrome-fg" : "text-chrome-muted hover:bg-chrome-active hover:text-chrome-fg",
                )}
              >
                {t(e.key)}
              </Link>
            </li>
          );
        })}
      </ul>
      {/* On small screens the top bar has no room for these. */}
      <div className="flex flex-col gap-2 border-t border-border p-3 md:hidden">
        <ThemeSwitcher />
        <LanguageSwitcher signedIn />
      </div>
    </nav>
  );
}
