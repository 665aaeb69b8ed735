"use client";
// The authenticated frame: skip link, top bar, role sidebar, breadcrumb and the page.
import { usePathname } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { LoginUserDetails } from "@/lib/modules/auth/session-user";
import type { ShellData } from "../contract";
import { Breadcrumb } from "./breadcrumb";
import { RouteEffects } from "./route-effects";
import { Sidebar } from "./sidebar";
import { isTheme, useTheme } from "@/components/layout/theme";
import { TopBar } from "./top-bar";
import { useMe } from "./use-shell";

export function AppShell({ data, me, children }: { data: ShellData; me: LoginUserDetails; children: ReactNode }) {
  const t = useTranslations("shell");
  useMe(me);
  const { setTheme } = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = usePathname();

  // The signed-in user's stored theme wins over this browser's last choice.
  const storedTheme = data.preferences.theme;
  useEffect(() => {
    if (isTheme(storedTheme)) setTheme(storedTheme);
  }, [storedTheme, setTheme]);
  useEffect(() => setMenuOpen(false), [pathname]);
  // The phone menu drawer closes with Escape as with a tap outside it (the backdrop below).
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-surface px-3 py-2 text-fg focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        {t("skipToContent")}
      </a>
      <TopBar data={data} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} />
      <div className="flex flex-1">
        {menuOpen ? (
          // Below md the sidebar is a drawer over the page: a backdrop dims the page and a tap on it closes the drawer.
          <div data-testid="menu-backdrop" aria-hidden="true" className="fixed inset-0 z-20 bg-black/40 md:hidden" onClick={() => setMenuOpen(false)} />
        ) : null}
        <Sidebar roleId={data.roleId} permissions={me.permissions} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <div className="flex min-w-0 flex-1 flex-col">
          <Breadcrumb roleId={data.roleId} />
          <main id="main" tabIndex={-1} className="flex-1 px-6 py-6 pb-28 focus:outline-none">
            {children}
          </main>
        </div>
      </div>
      <RouteEffects roleId={data.roleId} />
    </div>
  );
}
