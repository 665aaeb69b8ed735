"use client";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";
import { Modal } from "./modal";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /** Label of the confirm button (default "Confirm"). */
  confirmLabel?: string;
  /** Danger styling for destructive actions (default true). */
  destructive?: boolean;
  /** Shows a spinner on the confirm button; keep the dialog open until the mutation settles. */
  loading?: boolean;
  onConfirm: () => void;
  /** See Modal's onClosed. */
  onClosed?: () => void;
};

/** Ask before a destructive action. The cancel button gets the initial focus. */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, destructive = true, loading, onConfirm, onClosed }: ConfirmDialogProps) {
  const t = useTranslations("common");
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !loading && onOpenChange(o)}
      title={title}
      description={message}
      size="sm"
      onClosed={onClosed}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={loading} autoFocus>
            {t("cancel")}
          </Button>
          <Button variant={destructive ? "danger" : "primary"} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t("confirm")}
          </Button>
        </>
      }
    />
  );
}
