"use client";
// Changing one's own message on the Messages tab, offered while the server says it is changeable (the author's,
// not deleted, nobody else has read it): Edit opens the text in place (Save or Ctrl+Enter, Cancel or Escape);
// Delete asks first. Someone may read it meanwhile: the server's 409 is shown under the message and the thread
// reloads without the actions.
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { inputClass } from "@/components/ui/input-class";
import { toast } from "@/components/ui/toast";
import { ApiError, errorMessage } from "@/lib/shared/api-client";
import type { MessageDto, ThreadScopeRef } from "../contract";
import { MAX_BODY } from "../constants";
import { useChangeMessage } from "./queries";

export function MessageActions({ scope, m, when, editing, onEdit }: { scope: ThreadScopeRef; m: MessageDto; when: string; editing: boolean; onEdit: (on: boolean) => void }) {
  const t = useTranslations("communication.change");
  const change = useChangeMessage(scope);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    try {
      await change.mutateAsync({ messageId: m.id });
      setConfirming(false);
      toast.success(t("deleted"));
    } catch (err) {
      setConfirming(false);
      setError(errorMessage(err));
    }
  }

  if (editing) return <MessageEditor scope={scope} m={m} onDone={() => onEdit(false)} />;
  return (
    <>
      {m.changeable ? (
        <div className="mt-1 flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => (setError(null), onEdit(true))} aria-label={t("editLabel", { time: when })}>
            {t("edit")}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => (setError(null), setConfirming(true))} aria-label={t("deleteLabel", { time: when })}>
            {t("delete")}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={t("confirmTitle")} message={t("confirmMessage")} confirmLabel={t("delete")} loading={change.isPending} onConfirm={remove} />
    </>
  );
}

function MessageEditor({ scope, m, onDone }: { scope: ThreadScopeRef; m: MessageDto; onDone: () => void }) {
  const t = useTranslations("communication.change");
  const ids = useId();
  const change = useChangeMessage(scope);
  const [body, setBody] = useState(m.body);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    if (change.isPending) return;
    if (!body.trim()) return setError(t("required"));
    if (body.length > MAX_BODY) return setError(t("tooLong", { n: MAX_BODY }));
    try {
      await change.mutateAsync({ messageId: m.id, body });
      toast.success(t("saved"));
      onDone();
    } catch (err) {
      setError(err instanceof ApiError && err.fields.body ? err.fields.body : errorMessage(err));
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void save();
    } else if (e.key === "Escape") {
      e.preventDefault();
      onDone();
    }
  }

  return (
    <div className="mt-2 flex flex-col gap-2">
      <label htmlFor={`${ids}-body`} className="text-sm font-medium text-fg">
        {t("editing")}
      </label>
      <textarea
        id={`${ids}-body`}
        rows={3}
        className={inputClass}
        value={body}
        autoFocus
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={onKeyDown}
        aria-keyshortcuts="Control+Enter Escape"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
      />
      {error ? (
        <p id={`${ids}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" onClick={save} loading={change.isPending}>
          {t("save")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={change.isPending}>
          {t("cancel")}
        </Button>
      </div>
    </div>
  );
}
