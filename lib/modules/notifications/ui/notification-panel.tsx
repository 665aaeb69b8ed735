"use client";
// The bell's panel (a Radix dialog: focus kept inside, Escape or a click outside closes it, focus back on the
// bell) listing the notifications newest first with "Load more"; opening one marks it read and goes to its
// record; "Mark all read"; remove one with its icon button. Loaded on the bell's first press.
import { useRef, useState, type RefObject } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { NotificationDto } from "../contract";
import { useMarkRead, useNotificationList, useRemoveNotification } from "./use-notifications";

const focusable = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";

export function NotificationPanel({ open, onOpenChange, count, bell }: { open: boolean; onOpenChange: (open: boolean) => void; count: number; bell: RefObject<HTMLButtonElement | null> }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/20" />
        <Dialog.Content
          aria-describedby={undefined}
          // The bell is not a Radix trigger (it is on every page's first load, the dialog is not): focus goes back to it by hand.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            bell.current?.focus();
          }}
          className="fixed right-2 top-16 z-50 flex max-h-[calc(100vh-5rem)] w-[calc(100%-1rem)] max-w-md flex-col rounded-lg border border-border bg-surface text-fg shadow-xl"
        >
          <Panel count={count} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Panel({ count, onNavigate }: { count: number; onNavigate: () => void }) {
  const t = useTranslations("notifications.bell");
  const list = useNotificationList(true);
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  // After a removal its button is gone: focus stays in the panel (on the list) and a status line says so.
  const listRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState("");
  const removed = () => {
    setStatus(t("removed"));
    listRef.current?.focus();
  };

  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <Dialog.Title className="text-base font-semibold">{t("title")}</Dialog.Title>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          disabled={count === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onError: (e) => toast.error(errorMessage(e)) })}
        >
          {t("markAllRead")}
        </Button>
        <Dialog.Close className={`rounded px-2 py-1 text-lg leading-none text-fg-muted hover:text-fg ${focusable}`} aria-label={t("close")}>
          <span aria-hidden="true">×</span>
        </Dialog.Close>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div ref={listRef} tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
        {list.isPending ? (
          <Spinner label={t("loading")} className="p-4" />
        ) : list.isError ? (
          <div className="grid gap-2 p-4 text-sm" role="alert">
            <p>{t("error")}</p>
            <div>
              <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
                {t("retry")}
              </Button>
            </div>
          </div>
        ) : items.length === 0 ? (
          <p className="p-4 text-sm text-fg-muted">{t("empty")}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t("title")}>
            {items.map((n) => (
              <Item key={n.id} n={n} onOpen={onNavigate} onRemoved={removed} />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="border-t border-border p-2 text-center">
            <Button variant="ghost" size="sm" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
              {t("loadMore")}
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}

function Item({ n, onOpen, onRemoved }: { n: NotificationDto; onOpen: () => void; onRemoved: () => void }) {
  const t = useTranslations("notifications.bell");
  const f = useFormat();
  const markRead = useMarkRead();
  const remove = useRemoveNotification();
  const unread = n.readAt === null;
  const open = () => {
    if (unread) markRead.mutate({ ids: [n.id] });
    onOpen();
  };
  const text = (
    <>
      <span className="flex items-center gap-2 font-medium">
        {unread ? (
          <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
        ) : null}
        {unread ? <span className="sr-only">{t("unread")}: </span> : null}
        {n.title}
      </span>
      {n.body ? <span className="block text-fg-muted">{n.body}</span> : null}
      <time dateTime={n.createdAt} className="block text-xs text-fg-muted">
        {f.dateTime(n.createdAt)}
      </time>
    </>
  );
  return (
    <li className={`flex items-start gap-1 px-2 py-1 ${unread ? "bg-surface-muted" : ""}`}>
      {n.link ? (
        <Link href={n.link} onClick={open} className={`min-w-0 flex-1 rounded px-2 py-2 text-sm hover:underline ${focusable}`}>
          {text}
        </Link>
      ) : (
        <button type="button" onClick={open} className={`min-w-0 flex-1 rounded px-2 py-2 text-left text-sm ${focusable}`}>
          {text}
        </button>
      )}
      <button
        type="button"
        className={`mt-1 rounded px-2 py-1 text-fg-muted hover:text-danger ${focusable}`}
        aria-label={`${t("remove")}: ${n.title}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(n.id, {
            onSuccess: onRemoved,
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
        </svg>
      </button>
    </li>
  );
}
