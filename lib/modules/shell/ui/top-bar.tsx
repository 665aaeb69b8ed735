"use client";
import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRoleName } from "@/lib/shared/role-name";
import type { ShellData } from "../contract";
import { Brand } from "@/components/layout/brand";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { NotificationBell } from "@/lib/modules/notifications/ui";
import { StarredMenu } from "./starred-pages";
import { ThemeSwitcher } from "./theme-switcher";
import { UserMenu } from "./user-menu";

// The search overlay (dialog, results, icons) loads when it is first opened, off every page's first load.
const SearchOverlay = dynamic(() => import("./search-overlay").then((m) => m.SearchOverlay), { ssr: false });

const chromeButton = "rounded-md px-2 py-1 text-sm hover:bg-chrome-active focus-visible:outline-2 focus-visible:outline-focus";

/** Brand, menu toggle (small screens), search, notifications, starred pages, theme, language and the user menu. */
export function TopBar({ data, menuOpen, onToggleMenu }: { data: ShellData; menuOpen: boolean; onToggleMenu: () => void }) {
  const t = useTranslations("shell");
  const roleName = useRoleName();
  const [searchOpen, setSearchOpenState] = useState(false);
  // Mounted from the first opening on (so that it closes with its own state, and opens at once the next time).
  const [searchMounted, setSearchMounted] = useState(false);
  const setSearchOpen = (open: boolean) => {
    if (open) setSearchMounted(true);
    setSearchOpenState(open);
  };

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setSearchMounted(true);
        setSearchOpenState(true);
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-border bg-chrome px-4 text-chrome-fg">
      <button type="button" className={`${chromeButton} md:hidden`} aria-expanded={menuOpen} aria-controls="app-sidebar" onClick={onToggleMenu}>
        <span aria-hidden="true">☰</span>
        <span className="sr-only">{t("menu")}</span>
      </button>
      {/* The brand gives way (its name truncates) so the top bar fits a phone with the bell and menus. */}
      <div className="flex min-w-0 [&>a]:min-w-0">
        <Brand showLogo={data.showLogo} tenantName={data.tenantName} />
      </div>
      <span className="hidden truncate text-sm text-chrome-muted lg:inline">{data.tenantName}</span>
      <div className="ml-auto flex items-center gap-2">
        <button type="button" className={chromeButton} onClick={() => setSearchOpen(true)} aria-keyshortcuts="Control+K Meta+K">
          <span aria-hidden="true">⌕</span> <span className="hidden sm:inline">{t("search.button")}</span>
          <span className="sr-only sm:hidden">{t("search.button")}</span>
          <kbd className="ml-2 hidden rounded border border-border px-1 text-xs text-chrome-muted lg:inline">Ctrl K</kbd>
        </button>
        <NotificationBell />
        <StarredMenu />
        <div className="hidden items-center gap-2 md:flex">
          <ThemeSwitcher />
          <LanguageSwitcher signedIn />
        </div>
        <UserMenu userName={data.userName} email={data.email} roleName={roleName(data.roleId)} accounts={data.accounts} />
      </div>
      {searchMounted ? <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} /> : null}
    </header>
  );
}
