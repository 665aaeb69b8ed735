"use client";
// The dialogs of the signature screens that submit one small form (a reason, the originals, an ink
// request): the fields, the server's refusal shown in the dialog, Cancel and the submit button; closing is
// refused while the call runs.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { errorMessage } from "@/lib/shared/api-client";

type Props = {
  title: string;
  description: string;
  cancel: string;
  submit: string;
  /** The call's state (a TanStack mutation). */
  pending: boolean;
  error: unknown;
  disabled?: boolean;
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

export function FormDialog({ title, description, cancel, submit, pending, error, disabled, danger, onSubmit, onClose, children }: Props) {
  return (
    <Modal open onOpenChange={(o) => !o && !pending && onClose()} title={title} description={description}>
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error ? <FormAlert message={errorMessage(error)} /> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {cancel}
          </Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} disabled={disabled} loading={pending}>
            {submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A labelled plain input or textarea of these dialogs (`rows` makes it a textarea). */
export function DialogField({ id, label, required, value, onChange, maxLength, rows, placeholder }: { id: string; label: string; required?: boolean; value: string; onChange: (v: string) => void; maxLength: number; rows?: number; placeholder?: string }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {rows ? (
        <textarea id={id} rows={rows} maxLength={maxLength} className={inputClass} aria-required={required || undefined} placeholder={placeholder} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <input id={id} maxLength={maxLength} className={inputClass} aria-required={required || undefined} placeholder={placeholder} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      )}
    </div>
  );
}
