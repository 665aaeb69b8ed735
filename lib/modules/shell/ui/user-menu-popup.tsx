"use client";
// The account menu itself (Radix), loaded on first opening by user-menu.tsx.
import * as Menu from "@radix-ui/react-dropdown-menu";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { apiPost } from "@/lib/shared/api-client";
import { LOGIN_PATH, PROFILE_PATH, SESSION_ENDED_PARAM } from "@/lib/shared/navigation";
import { clearClientState } from "@/lib/shared/query-client";
import type { LazyMenuProps } from "@/components/ui/lazy-menu";
import type { ShellAccount } from "../contract";
import dynamic from "next/dynamic";
import { USER_MENU_TRIGGER } from "./user-menu";

// The account switcher (a dialog) loads when first asked for, off every signed-in page's first load.
const SwitchAccountDialog = dynamic(() => import("./switch-account-dialog").then((m) => m.SwitchAccountDialog), { ssr: false });

export type UserMenuPopupProps = { email: string; accounts: ShellAccount[]; trigger: ReactNode };

const itemClass = "block w-full cursor-pointer rounded px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-surface-muted";

/** Profile, switch account (several accounts only) and sign out. */
export function UserMenuPopup({ email, accounts, trigger, defaultOpen }: UserMenuPopupProps & LazyMenuProps) {
  const t = useTranslations("shell.userMenu");
  const router = useRouter();
  const qc = useQueryClient();
  const [switching, setSwitching] = useState(false);
  // Mounted from the first opening on, so that it closes with its own animation and returns the focus.
  const [switchMounted, setSwitchMounted] = useState(false);

  async function logout() {
    // Revoke the session; the login page then drops the cookie (proxy.ts) even if the call failed.
    await apiPost("auth/logout", {}).catch(() => undefined);
    clearClientState(qc);
    // A full load (nothing of the signed-in app kept in memory), replacing the page so Back does not return to it.
    window.location.replace(`${LOGIN_PATH}?${SESSION_ENDED_PARAM}=ended`);
  }

  return (
    <>
      <Menu.Root defaultOpen={defaultOpen}>
        <Menu.Trigger className={USER_MENU_TRIGGER}>{trigger}</Menu.Trigger>
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-md border border-border bg-surface p-1 text-fg shadow-lg">
            <Menu.Label className="px-3 py-2 text-xs text-fg-muted">{email}</Menu.Label>
            <Menu.Item className={itemClass} onSelect={() => router.push(PROFILE_PATH)}>
              {t("profile")}
            </Menu.Item>
            {accounts.length > 1 ? (
              <Menu.Item className={itemClass} onSelect={() => {
                  setSwitchMounted(true);
                  setSwitching(true);
                }}>
                {t("switchAccount")}
              </Menu.Item>
            ) : null}
            <Menu.Separator className="my-1 h-px bg-border" />
            <Menu.Item className={itemClass} onSelect={() => void logout()}>
              {t("logout")}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {switchMounted ? <SwitchAccountDialog accounts={accounts} open={switching} onOpenChange={setSwitching} /> : null}
    </>
  );
}
