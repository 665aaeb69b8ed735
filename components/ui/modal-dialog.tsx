"use client";
// The dialog itself (Radix), loaded by modal.tsx when a Modal first opens.
import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { useTranslations } from "next-intl";
import { cn } from "./cn";
import type { ModalProps } from "./modal";

const SIZES = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl" };

/** The first field of a form dialog: where the user starts typing, rather than on the × . */
const FIRST_FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
  onClosed,
  opener,
}: ModalProps & { opener: RefObject<HTMLElement | null> }) {
  const t = useTranslations("common");
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
