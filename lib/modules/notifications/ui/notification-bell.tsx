"use client";
// The bell of the top bar: the unread count as a badge (polled, see use-notifications.ts). Pressing it opens
// the panel (notification-panel.tsx), loaded on the first opening so that the dialog and its list stay off
// every signed-in page's first load.
import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useUnreadCount } from "./use-notifications";

const NotificationPanel = dynamic(() => import("./notification-panel").then((m) => m.NotificationPanel), { ssr: false });

const chromeButton = "relative rounded-md px-2 py-1 text-sm hover:bg-chrome-active focus-visible:outline-2 focus-visible:outline-focus";

export function NotificationBell() {
  const t = useTranslations("notifications.bell");
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (it then closes with its own state and opens at once the next time).
  const [mounted, setMounted] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  const label = count > 0 ? t("labelUnread", { count }) : t("label");

  return (
    <>
      <button
        ref={bell}
        type="button"
        className={chromeButton}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {count > 0 ? (
          <span aria-hidden="true" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-semibold leading-5 text-danger-foreground">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </button>
      {mounted ? <NotificationPanel open={open} onOpenChange={setOpen} count={count} bell={bell} /> : null}
    </>
  );
}
