"use client";
// The message composer: a subject (new thread only), the message, the people mentioned (picked from the case's
// user-list, shown as removable chips; "@Name" is added to the text), files (each uploaded at once through the
// documents module's /api/s3/upload for this case — for no case in a client's thread —, with its checks; sent as keys), Send or Ctrl+Enter. The
// server's 422 messages land under their field. "Check spelling" (components/form/spell-check.tsx) under the message.
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { SpellCheck } from "@/components/form/spell-check";
import { ApiError, errorMessage } from "@/lib/shared/api-client";
import { postFormWithProgress } from "@/lib/shared/api-progress";
import { useRoleName } from "@/lib/shared/role-name";
import type { Addressee, ThreadScopeRef } from "../contract";
import { MAX_ATTACHMENTS, MAX_BODY, MAX_SUBJECT } from "../constants";
import { useAddressees, useSendMessage, type SendInput } from "./queries";

export function Composer({ scope, threadId, viewerId, onSent, onCancel }: { scope: ThreadScopeRef; threadId?: string; viewerId: string; onSent?: (threadId: string) => void; onCancel?: () => void }) {
  const t = useTranslations("communication");
  const roleName = useRoleName();
  const ids = useId();
  const people = useAddressees(scope);
  const send = useSendMessage(scope);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [mentions, setMentions] = useState<Addressee[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<{ key: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const candidates = (people.data ?? []).filter((p) => p.userId !== viewerId && !mentions.some((m) => m.userId === p.userId));

  function check(): Record<string, string> {
    const e: Record<string, string> = {};
    if (!threadId && !subject.trim()) e.subject = t("composer.subjectRequired");
    if (!body.trim()) e.body = t("composer.bodyRequired");
    else if (body.length > MAX_BODY) e.body = t("composer.tooLong", { n: MAX_BODY });
    return e;
  }

  async function submit(ev?: FormEvent) {
    ev?.preventDefault();
    if (send.isPending) return;
    const e = check();
    setErrors(e);
    if (Object.keys(e).length) return;
    const input: SendInput = { body, mentions: mentions.map((m) => m.userId), attachments: files.map((f) => f.key), ...(threadId ? { threadId } : { subject: subject.trim() }) };
    try {
      const saved = await send.mutateAsync(input);
      setBody("");
      setSubject("");
      setMentions([]);
      setFiles([]);
      onSent?.(saved.threadId);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      else setErrors({ form: errorMessage(err) });
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  }

  async function attach(list: FileList | null) {
    const chosen = [...(list ?? [])].slice(0, Math.max(0, MAX_ATTACHMENTS - files.length));
    if (!chosen.length) return;
    setUploading(true);
    setErrors(({ attachments: _, ...rest }) => rest);
    try {
      for (const file of chosen) {
        const up = await postFormWithProgress<{ key: string }>("s3/upload", scope.petitionId ? { petitionId: scope.petitionId } : {}, [file], () => undefined);
        setFiles((all) => [...all, { key: up.key, name: file.name }]);
      }
    } catch (err) {
      setErrors((e) => ({ ...e, attachments: errorMessage(err) }));
    } finally {
      setUploading(false);
    }
  }

  function mention(userId: string) {
    const who = candidates.find((p) => p.userId === userId);
    if (!who) return;
    setMentions((m) => [...m, who]);
    setBody((b) => `${b}${b && !b.endsWith(" ") && !b.endsWith("\n") ? " " : ""}@${who.name} `);
  }

  const field = (name: string) => ({ "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errors[name] ? `${ids}-${name}-error` : undefined });
  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${ids}-${name}-error`} className="mt-1 text-sm text-danger">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={threadId ? t("composer.replyLabel") : t("composer.newLabel")}>
      {threadId ? null : (
        <div>
          <label htmlFor={`${ids}-subject`} className="mb-1 block text-sm font-medium text-fg">
            {t("composer.subject")}
          </label>
          <input id={`${ids}-subject`} className={inputClass} value={subject} maxLength={MAX_SUBJECT} onChange={(e) => setSubject(e.target.value)} {...field("subject")} />
          {errorOf("subject")}
        </div>
      )}
      <div>
        <label htmlFor={`${ids}-body`} className="mb-1 block text-sm font-medium text-fg">
          {t("composer.message")}
        </label>
        <textarea
          id={`${ids}-body`}
          rows={4}
          className={inputClass}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
          aria-keyshortcuts="Control+Enter"
          {...field("body")}
          aria-describedby={[errors.body ? `${ids}-body-error` : null, `${ids}-body-hint`].filter(Boolean).join(" ")}
        />
        <p id={`${ids}-body-hint`} className="mt-1 text-xs text-fg-muted">
          {t("composer.hint")}
        </p>
        {errorOf("body")}
        <SpellCheck text={body} onChange={setBody} />
      </div>
      <div>
        <label htmlFor={`${ids}-mention`} className="mb-1 block text-sm font-medium text-fg">
          {t("composer.mention")}
        </label>
        <select id={`${ids}-mention`} className={inputClass} value="" onChange={(e) => mention(e.target.value)} disabled={!candidates.length} {...field("mentions")}>
          <option value="">{people.isLoading ? t("composer.loadingPeople") : candidates.length ? t("composer.choose") : t("composer.nobody")}</option>
          {candidates.map((p) => (
            <option key={p.userId} value={p.userId}>
              {t("composer.person", { name: p.name, role: roleName(p.roleId), group: p.group })}
            </option>
          ))}
        </select>
        {errorOf("mentions")}
        {mentions.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("composer.mentioned")}>
            {mentions.map((m) => (
              <li key={m.userId} className="flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-sm text-fg">
                @{m.name}
                <button
                  type="button"
                  className="rounded-full px-1 text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
                  aria-label={t("composer.removeMention", { name: m.name })}
                  onClick={() => setMentions((all) => all.filter((x) => x.userId !== m.userId))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${ids}-files`} className="mb-1 block text-sm font-medium text-fg">
          {t("composer.attach")}
        </label>
        <input
          id={`${ids}-files`}
          type="file"
          multiple
          disabled={uploading || files.length >= MAX_ATTACHMENTS}
          className="block text-sm text-fg file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm"
          onChange={(e) => {
            void attach(e.target.files);
            e.target.value = "";
          }}
          {...field("attachments")}
        />
        {uploading ? <p className="mt-1 text-xs text-fg-muted">{t("composer.uploading")}</p> : null}
        {errorOf("attachments")}
        {files.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("composer.attached")}>
            {files.map((f) => (
              <li key={f.key} className="flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-sm text-fg">
                {f.name}
                <button
                  type="button"
                  className="rounded-full px-1 text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
                  aria-label={t("composer.removeFile", { name: f.name })}
                  onClick={() => setFiles((all) => all.filter((x) => x.key !== f.key))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending || uploading}>
          {send.isPending ? t("composer.sending") : threadId ? t("composer.sendReply") : t("composer.start")}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("composer.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
