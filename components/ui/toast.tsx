"use client";
// Notices of spec section 8: 'Success' (green) and 'Error' (red), top-right, 10 seconds.
// Call `toast.success(msg)` / `toast.error(msg)` from anywhere on the client; <Toaster/> is mounted by the providers.
import * as RadixToast from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { cn } from "./cn";

export const TOAST_DURATION_MS = 10_000;

type Kind = "success" | "error";
type Item = { id: number; kind: Kind; message: string };

let items: Item[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(kind: Kind, message: string) {
  items = [...items, { id: nextId++, kind, message }].slice(-5);
  emit();
}
function dismiss(id: number) {
  items = items.filter((i) => i.id !== id);
  emit();
}

export const toast = {
  success: (message: string) => push("success", message),
  error: (message: string) => push("error", message),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const EMPTY: Item[] = [];

export function Toaster() {
  const t = useTranslations("common.toast");
  const list = useSyncExternalStore(subscribe, () => items, () => EMPTY);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={t("region")}>
      {list.map((item) => (
        <RadixToast.Root
          key={item.id}
          type={item.kind === "error" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={cn(
            "flex w-80 items-start gap-3 rounded-md border-l-4 bg-surface p-3 text-fg shadow-lg",
            item.kind === "success" ? "border-success" : "border-danger",
          )}
        >
          <div className="flex-1">
            <RadixToast.Title className={cn("text-sm font-semibold", item.kind === "success" ? "text-success-strong" : "text-danger-strong")}>
              {item.kind === "success" ? t("success") : t("error")}
            </RadixToast.Title>
            <RadixToast.Description className="mt-0.5 text-sm">{item.message}</RadixToast.Description>
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
