"use client";
// The account menu of the top bar: its trigger is on every signed-in page, the menu itself (user-menu-popup.tsx,
// with Radix) loads on first opening (components/ui/lazy-menu.tsx).
import { useTranslations } from "next-intl";
import { LazyMenu } from "@/components/ui/lazy-menu";
import { initials } from "@/lib/shared/format/text";
import type { ShellAccount } from "../contract";

export const USER_MENU_TRIGGER = "flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-chrome-active focus-visible:outline-2 focus-visible:outline-focus";

const loadPopup = () => import("./user-menu-popup").then((m) => m.UserMenuPopup);

/** Profile, switch account (several accounts only) and sign out. */
export function UserMenu({ userName, email, roleName, accounts }: { userName: string; email: string; roleName: string; accounts: ShellAccount[] }) {
  const t = useTranslations("shell.userMenu");
  const trigger = (
    <>
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full border border-chrome-muted bg-primary text-xs font-semibold text-primary-foreground">
        {initials(userName)}
      </span>
      <span className="hidden text-left md:block">
        <span className="block font-medium">{userName}</span>
        <span className="block text-xs text-chrome-muted">{roleName}</span>
      </span>
      <span className="sr-only md:hidden">{t("label", { name: userName })}</span>
    </>
  );
  return <LazyMenu load={loadPopup} props={{ email, accounts, trigger }} trigger={trigger} triggerClassName={USER_MENU_TRIGGER} />;
}
