"use client";
// A dialog that asks why before a step that cannot be undone (the signer's decline, the staff's void): the
// reason is required, the server's refusal is shown in the dialog.
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { errorMessage } from "@/lib/shared/api-client";

type Labels = { title: string; description: string; reason: string; cancel: string; submit: string };

export function ReasonDialog({ labels, submit, onClose, onDone }: { labels: Labels; submit: (reason: string) => Promise<unknown>; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const m = useMutation({ mutationFn: () => submit(reason.trim()), onSuccess: onDone });
  return (
    <Modal open onOpenChange={(o) => !o && !m.isPending && onClose()} title={labels.title} description={labels.description}>
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          m.mutate();
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={id} className="text-sm font-medium text-fg">
            {labels.reason}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea id={id} rows={3} maxLength={500} className={inputClass} aria-required value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        </div>
        {m.isError ? <FormAlert message={errorMessage(m.error)} /> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={m.isPending}>
            {labels.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={!reason.trim()} loading={m.isPending}>
            {labels.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
