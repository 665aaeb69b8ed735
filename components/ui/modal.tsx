"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cn } from "./cn";

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** After it closed and focus went back: the moment to move focus elsewhere (e.g. to a field a failed save flagged). */
  onClosed?: () => void;
};

const SIZES = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl" };

/** The first field of a form dialog: where the user starts typing, rather than on the × . */
const FIRST_FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * A focus-trapped dialog (Radix): Escape and the × close it. Focus starts on the first field (or the
 * element with autoFocus) and returns to the element that opened it: the dialogs are opened from state,
 * with no Radix trigger to return to.
 */
export function Modal({ open, onOpenChange, title, description, children, footer, size = "md", onClosed }: ModalProps) {
  const t = useTranslations("common");
  const opener = useRef<HTMLElement | null>(null);
  // Runs before the portal mounts the content: the focused element is still the opener.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(e) => {
            const field = (e.currentTarget as HTMLElement).querySelector<HTMLElement>(FIRST_FIELD);
            if (!field) return;
            e.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(e) => {
            const el = opener.current;
            if (el?.isConnected) {
              e.preventDefault();
              el.focus();
            }
            onClosed?.();
          }}
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-6 text-fg shadow-xl focus:outline-none",
            SIZES[size],
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-1 text-sm text-fg-muted">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close
              aria-label={t("close")}
              className="rounded px-2 text-xl leading-none text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {children}
          {footer ? <div className="mt-6 flex justify-end gap-2">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
