"use client";
// /app/message-reply?token= — answering a message from its e-mail without signing in: the firm, the case and the
// thread's subject, the message the e-mail was about, and one reply written as the link's user (Send or
// Ctrl+Enter). The token goes as Authorization: Bearer (communication/token/view, token/reply). A used, expired or
// unknown link says so in the reader's language and points to the signed-in conversation.
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { LinkButton } from "@/components/ui/link-button";
import { SpellCheck } from "@/components/form/spell-check";
import { ResultCard, TokenLinkState } from "@/lib/modules/account/ui";
import { ApiError, apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { DASHBOARD_PATH } from "@/lib/shared/navigation";
import { TOKEN_LINK_QUERY } from "@/lib/shared/token-link";
import type { ReplyLinkDto, SavedMessageDto } from "../contract";
import { MAX_BODY } from "../constants";
import { communicationKeys } from "./keys";

export function ReplyLinkScreen({ token, firmName }: { token: string; firmName: string }) {
  const t = useTranslations("communication.replyLink");
  const q = useQuery({
    queryKey: communicationKeys.replyLink(token),
    queryFn: ({ signal }) => apiPost<ReplyLinkDto>("communication/token/view", {}, { token, signal }),
    enabled: Boolean(token),
    ...TOKEN_LINK_QUERY,
  });
  if (!token) return <Gone reason="unknown" firmName={firmName} />;
  return (
    <TokenLinkState
      query={q}
      labels={{ loading: t("loading"), loadError: t("loadError"), retry: t("retry") }}
      gone={(reason, error) => <Gone reason={reason} firmName={firmName} message={errorMessage(error)} />}
    >
      {(link) => <ReplyForm token={token} link={link} />}
    </TokenLinkState>
  );
}

/** A link that cannot be used: unknown (404), or used / expired / no longer allowed (410, the server's sentence). */
function Gone({ reason, firmName, message }: { reason: "expired" | "submitted" | "unknown"; firmName: string; message?: string }) {
  const t = useTranslations("communication.replyLink");
  return (
    <ResultCard tone="warning" title={t(`${reason}Title`)} autoFocus={false} actions={<LinkButton href={DASHBOARD_PATH}>{t("signIn")}</LinkButton>}>
      <p>{reason === "unknown" ? t("unknown", { firm: firmName }) : reason === "submitted" ? t("used") : message}</p>
    </ResultCard>
  );
}

function ReplyForm({ token, link }: { token: string; link: ReplyLinkDto }) {
  const t = useTranslations("communication.replyLink");
  const f = useFormat();
  const ids = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (text: string) => apiPost<SavedMessageDto>("communication/token/reply", { body: text }, { token }) });

  async function submit(ev?: FormEvent) {
    ev?.preventDefault();
    if (send.isPending) return;
    if (!body.trim()) return setError(t("required"));
    if (body.length > MAX_BODY) return setError(t("tooLong", { n: MAX_BODY }));
    setError(null);
    try {
      await send.mutateAsync(body);
    } catch (err) {
      setError(err instanceof ApiError && err.fields.body ? err.fields.body : errorMessage(err));
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  }

  if (send.isSuccess) {
    return (
      <ResultCard tone="success" title={t("sentTitle")} actions={<LinkButton href={link.threadPath}>{t("openConversation")}</LinkButton>}>
        <p>{t("sent", { firm: link.firmName })}</p>
      </ResultCard>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm">
      <div>
        <p className="text-sm text-fg-muted">{link.caseNumber ? t("context", { firm: link.firmName, caseNumber: link.caseNumber }) : t("clientContext", { firm: link.firmName, client: link.clientName ?? "" })}</p>
        <h1 className="text-2xl font-semibold text-fg">{link.subject}</h1>
      </div>
      <figure className="rounded-md border border-border bg-surface-muted p-3">
        <figcaption className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-semibold text-fg">{link.message.author}</span>
          <time dateTime={link.message.createdAt} className="text-xs text-fg-muted">
            {f.dateTime(link.message.createdAt)}
          </time>
        </figcaption>
        {link.message.deleted ? (
          <p className="mt-1 text-sm italic text-fg-muted">{t("deletedMessage")}</p>
        ) : (
          <blockquote className="mt-1 whitespace-pre-wrap break-words text-sm text-fg">{link.message.body}</blockquote>
        )}
      </figure>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label={t("formLabel")}>
        <label htmlFor={`${ids}-body`} className="text-sm font-medium text-fg">
          {t("yourReply", { name: link.replyAs })}
        </label>
        <textarea
          id={`${ids}-body`}
          rows={5}
          className={inputClass}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
          aria-keyshortcuts="Control+Enter"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${ids}-error` : null, `${ids}-hint`].filter(Boolean).join(" ")}
        />
        <p id={`${ids}-hint`} className="text-xs text-fg-muted">
          {t("hint", { date: f.date(link.expiresAt) })}
        </p>
        {error ? (
          <p id={`${ids}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <SpellCheck text={body} onChange={setBody} />
        <div>
          <Button type="submit" loading={send.isPending}>
            {t("send")}
          </Button>
        </div>
      </form>
    </div>
  );
}
