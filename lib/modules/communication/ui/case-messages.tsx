"use client";
// The case screen's Messages tab (the cases module's `messages` slot, composed in app/), and the same panel for a
// client's threads outside any case (the client screen's `messages` slot): the case's (client's) threads with
// their unread counts, the open thread (?thread=) with its messages oldest first — author, time, mentions, files,
// "Seen by …" — and the reply composer; "New thread" opens the composer with a subject. Opening a thread marks it
// read up to its latest message. The author may edit or delete a message until someone else reads it (message-actions.tsx).
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { setQueryParam } from "@/components/list/list-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { InlineLoadError } from "@/components/ui/screen-states";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/components/ui/cn";
import { useFormat } from "@/lib/shared/format/use-format";
import { apiPost } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import type { AttachmentDto, MessageDto, ThreadDto, ThreadScopeRef } from "../contract";
import { Composer } from "./composer";
import { MessageActions } from "./message-actions";
import { chronological, useMarkRead, useThreadMessages, useThreads } from "./queries";

export function CaseMessages({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("communication");
  if (!can(viewer, "communication.read")) return <p className="mt-4 text-sm text-fg-muted">{t("notAllowed")}</p>;
  return <ThreadsPanel viewer={viewer} scope={{ petitionId: c.id }} />;
}

/** A case's or a client's threads: the list, the open thread and the composer. */
export function ThreadsPanel({ viewer, scope }: { viewer: Viewer; scope: ThreadScopeRef }) {
  const t = useTranslations("communication");
  const q = useThreads(scope);
  const selected = useSearchParams().get("thread");
  const [composing, setComposing] = useState(false);
  const mayWrite = can(viewer, "communication.write");
  const open = (id: string | null) => {
    setComposing(false);
    setQueryParam("thread", id, "push");
  };
  const threads = q.data?.threads ?? [];
  const current = threads.find((th) => th.id === selected) ?? null;
  const titleId = `${useId()}-messages-title`;

  return (
    <section aria-labelledby={titleId} className={cn("flex flex-col gap-4", scope.petitionId ? "mt-4" : null)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-fg">
            {t("title")}
          </h2>
          <p className="text-sm text-fg-muted">{scope.petitionId ? t("description") : t("clientDescription")}</p>
        </div>
        {mayWrite && !composing ? (
          <Button size="sm" onClick={() => setComposing(true)}>
            {t("newThread")}
          </Button>
        ) : null}
      </div>
      {composing ? (
        <Card>
          <h3 className="mb-3 text-base font-semibold text-fg">{t("newThread")}</h3>
          <Composer scope={scope} viewerId={viewer.userId} onSent={(id) => open(id)} onCancel={() => setComposing(false)} />
        </Card>
      ) : null}
      {q.isLoading ? <Spinner label={t("loading")} /> : null}
      {q.error ? <LoadError onRetry={() => q.refetch()} /> : null}
      {q.data && threads.length === 0 && !composing ? <p className="text-sm text-fg-muted">{t(scope.petitionId ? (mayWrite ? "empty" : "emptyReadOnly") : mayWrite ? "clientEmpty" : "clientEmptyReadOnly")}</p> : null}
      {threads.length ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <ThreadList threads={threads} selected={selected} onOpen={open} />
          {current ? (
            <ThreadView key={current.id} scope={scope} thread={current} viewer={viewer} mayWrite={mayWrite} />
          ) : (
            <p className="text-sm text-fg-muted">{t("pick")}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

function ThreadList({ threads, selected, onOpen }: { threads: ThreadDto[]; selected: string | null; onOpen: (id: string) => void }) {
  const t = useTranslations("communication");
  const f = useFormat();
  return (
    <nav aria-label={t("threads")}>
      <ul className="flex flex-col gap-2">
        {threads.map((th) => (
          <li key={th.id}>
            <button
              type="button"
              onClick={() => onOpen(th.id)}
              aria-current={th.id === selected ? "true" : undefined}
              className={cn(
                "w-full rounded-md border p-3 text-left focus-visible:outline-2 focus-visible:outline-focus",
                th.id === selected ? "border-primary bg-surface-muted" : "border-border bg-surface hover:bg-surface-muted",
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className={cn("truncate text-sm text-fg", th.unreadCount ? "font-semibold" : "font-medium")}>{th.subject}</span>
                {th.unreadCount ? <Badge tone="info">{t("unread", { n: th.unreadCount })}</Badge> : null}
              </span>
              {th.lastMessage ? (
                <span className="mt-1 block truncate text-xs text-fg-muted">
                  {th.lastMessage.author.name}: {th.lastMessage.deleted ? t("deletedMessage") : th.lastMessage.body}
                </span>
              ) : null}
              <span className="mt-1 block text-xs text-fg-muted">
                {t("messageCount", { n: th.messageCount })} · {f.dateTime(th.lastMessageAt)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ThreadView({ scope, thread, viewer, mayWrite }: { scope: ThreadScopeRef; thread: ThreadDto; viewer: Viewer; mayWrite: boolean }) {
  const t = useTranslations("communication");
  const q = useThreadMessages(scope, thread.id);
  const markRead = useMarkRead(scope);
  const messages = chronological(q.data?.pages);
  const unread = messages.some((m) => !m.read);
  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (unread && !isPending) mutate(thread.id);
  }, [unread, isPending, mutate, thread.id]);

  return (
    <Card>
      <h3 className="text-base font-semibold text-fg">{thread.subject}</h3>
      <p className="mb-3 text-xs text-fg-muted">{t("startedBy", { name: thread.createdBy.name })}</p>
      {q.isLoading ? <Spinner label={t("loading")} /> : null}
      {q.error ? <LoadError onRetry={() => q.refetch()} /> : null}
      {q.hasNextPage ? (
        <Button variant="ghost" size="sm" onClick={() => q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          {t("earlier")}
        </Button>
      ) : null}
      <ol className="flex flex-col gap-3" aria-label={t("messagesOf", { subject: thread.subject })}>
        {messages.map((m) => (
          <MessageItem key={m.id} scope={scope} m={m} mine={m.author.userId === viewer.userId} />
        ))}
      </ol>
      {mayWrite ? (
        <div className="mt-4 border-t border-border pt-4">
          <Composer scope={scope} threadId={thread.id} viewerId={viewer.userId} />
        </div>
      ) : null}
    </Card>
  );
}

function MessageItem({ scope, m, mine }: { scope: ThreadScopeRef; m: MessageDto; mine: boolean }) {
  const t = useTranslations("communication");
  const f = useFormat();
  const [editing, setEditing] = useState(false);
  const when = f.dateTime(m.createdAt);
  return (
    <li className={cn("rounded-md border p-3", mine ? "border-primary/40 bg-surface-muted" : "border-border bg-surface")}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm font-semibold text-fg">
          {m.author.name}
          {mine ? <span className="ml-1 font-normal text-fg-muted">{t("you")}</span> : null}
        </span>
        <span className="text-xs text-fg-muted">
          <time dateTime={m.createdAt}>{when}</time>
          {m.editedAt && !m.deleted ? <span title={f.dateTime(m.editedAt)}> · {t("edited")}</span> : null}
        </span>
      </div>
      {!m.read ? <Badge tone="info">{t("new")}</Badge> : null}
      {m.deleted ? (
        <p className="mt-1 text-sm italic text-fg-muted">{t("deletedMessage")}</p>
      ) : editing ? null : (
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-fg">{m.body}</p>
      )}
      {mine && (m.changeable || editing) ? <MessageActions scope={scope} m={m} when={when} editing={editing} onEdit={setEditing} /> : null}
      {m.mentions.length ? <p className="mt-1 text-xs text-fg-muted">{t("mentions", { names: m.mentions.map((p) => p.name).join(", ") })}</p> : null}
      {m.attachments.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("attachments")}>
          {m.attachments.map((a) => (
            <li key={a.id}>
              <AttachmentLink a={a} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-1 text-xs text-fg-muted">{m.seenBy.length ? t("seenBy", { names: m.seenBy.map((p) => p.name).join(", ") }) : t("notSeen")}</p>
    </li>
  );
}

function AttachmentLink({ a }: { a: AttachmentDto }) {
  const t = useTranslations("communication");
  const [failed, setFailed] = useState(false);
  async function download() {
    try {
      const { url } = await apiPost<{ url: string }>("communication/attachment-url", { attachmentId: a.id });
      window.location.assign(url);
    } catch {
      setFailed(true);
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={download} aria-label={t("download", { name: a.fileName })}>
      {a.fileName}
      {failed ? <span className="ml-1 text-danger">{t("downloadFailed")}</span> : null}
    </Button>
  );
}

/** A list of the tab that did not load, with Retry. */
function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("communication");
  return <InlineLoadError message={t("error")} retryLabel={t("retry")} onRetry={onRetry} />;
}
