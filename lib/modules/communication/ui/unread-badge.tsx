"use client";
// The unread count on the case screen's Messages tab label (the cases module's `messages` slot's Badge). Its own
// file: the label is on every case page's first view, the Messages tab (case-messages.tsx) loads when opened.
import { useTranslations } from "next-intl";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { useThreads } from "./queries";

/** The unread count on the Messages tab's label (the case's threads, polled). */
export function MessagesUnreadBadge({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  if (!can(viewer, "communication.read")) return null;
  return <UnreadCount petitionId={c.id} />;
}

function UnreadCount({ petitionId }: { petitionId: string }) {
  const t = useTranslations("communication");
  const n = useThreads({ petitionId }).data?.unreadCount ?? 0;
  if (!n) return null;
  // Plain inline text, so the tab's accessible name and its text are the same ("Messages 2 new").
  return (
    <>
      {" "}
      <span className="rounded-full bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">{t("unread", { n })}</span>
    </>
  );
}
