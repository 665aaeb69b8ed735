"use client";
// Notices of spec section 8: 'Success' (green) and 'Error' (red), top-right, 10 seconds.
// Call `toast.success(msg)` / `toast.error(msg)` from anywhere on the client; <Toaster/> is mounted by the providers.
// The Radix toast list (toast-list.tsx) is not part of a page's first load: it is fetched once the page is idle
// (so a notice still shows when the network has gone since), or with the first notice if that comes sooner.
import { useEffect, useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import { whenIdle } from "./when-idle";

export const TOAST_DURATION_MS = 10_000;

type Kind = "success" | "error";
export type ToastItem = { id: number; kind: Kind; message: string };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Whether a notice was shown on this page: the list stays mounted from then on (its F8 region, its exit animations). */
let shownOnce = false;

function push(kind: Kind, message: string) {
  shownOnce = true;
  items = [...items, { id: nextId++, kind, message }].slice(-5);
  emit();
}
export function dismissToast(id: number) {
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
const EMPTY: ToastItem[] = [];

const loadToastList = () => import("./toast-list");
const ToastList = dynamic(() => loadToastList().then((m) => m.ToastList), { ssr: false });

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => items, () => EMPTY);
  useEffect(() => whenIdle(() => void loadToastList().catch(() => undefined)), []);
  return list.length > 0 || shownOnce ? <ToastList items={list} /> : null;
}
