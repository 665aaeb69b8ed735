"use client";
// Cancel + submit row at the bottom of a form (inside the <Form>, so Enter and the button submit it).
import { Button } from "@/components/ui/button";

export function FormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  loading,
  disabled,
  destructive,
}: {
  onCancel?: () => void;
  cancelLabel: string;
  submitLabel: string;
  loading: boolean;
  disabled?: boolean;
  /** The submit deletes or cannot be undone: a danger button. */
  destructive?: boolean;
}) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-2">
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" variant={destructive ? "danger" : "primary"} loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
