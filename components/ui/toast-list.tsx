"use client";
// The notices' Radix list (toast.tsx keeps the store and loads this with the first notice).
import * as RadixToast from "@radix-ui/react-toast";
import { useTranslations } from "next-intl";
import { cn } from "./cn";
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from "./toast";
import { useErrorText } from "./use-error-text";

export function ToastList({ items: list }: { items: ToastItem[] }) {
  const t = useTranslations("common.toast");
  // A catalog text (a validation rule, a server message) in the reader's language; other texts as they are.
  const errorText = useErrorText();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={t("region")}>
      {list.map((item) => (
        <RadixToast.Root
          key={item.id}
          type={item.kind === "error" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn(
            "flex w-80 items-start gap-3 rounded-md border-l-4 bg-surface p-3 text-fg shadow-lg",
            item.kind === "success" ? "border-success" : "border-danger",
          )}
        >
          <div className="flex-1">
            <RadixToast.Title className={cn("text-sm font-semibold", item.kind === "success" ? "text-success-strong" : "text-danger-strong")}>
              {item.kind === "success" ? t("success") : t("error")}
            </RadixToast.Title>
            <RadixToast.Description className="mt-0.5 text-sm">{errorText ? errorText.translate(item.message) : item.message}</RadixToast.Description>
          </div>
          <RadixToast.Close
            aria-label={t("close")}
            className="rounded px-1 text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed right-4 top-4 z-[100] flex max-h-screen flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
