"use client";
// A dialog that asks why before a step that cannot be undone (the signer's decline, the staff's void, an ink
// request cancelled): the reason is required, the server's refusal is shown in the dialog.
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { DialogField, FormDialog } from "./form-dialog";

type Labels = { title: string; description: string; reason: string; cancel: string; submit: string };

export function ReasonDialog({ labels, submit, onClose, onDone }: { labels: Labels; submit: (reason: string) => Promise<unknown>; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const m = useMutation({ mutationFn: () => submit(reason.trim()), onSuccess: onDone });
  return (
    <FormDialog title={labels.title} description={labels.description} cancel={labels.cancel} submit={labels.submit} pending={m.isPending} error={m.error} disabled={!reason.trim()} danger onSubmit={() => m.mutate()} onClose={onClose}>
      <DialogField id={id} label={labels.reason} required rows={3} maxLength={500} value={reason} onChange={setReason} />
    </FormDialog>
  );
}
