"use client";
// A focus-trapped dialog (Radix): Escape and the × close it. Focus starts on the first field (or the element with
// autoFocus) and returns to the element that opened it: the dialogs are opened from state, with no Radix trigger
// to return to. Radix's dialog (~20 KiB with its focus trap and scroll lock) is not part of a page's first load:
// modal-dialog.tsx is fetched when the page is idle (or at the first opening, if sooner) and mounted from the
// first opening on (so that it closes with its own animation and returns the focus).
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { whenIdle } from "./when-idle";

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

const loadDialog = () => import("./modal-dialog");
const ModalDialog = dynamic(() => loadDialog().then((m) => m.ModalDialog), { ssr: false });

export function Modal(props: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  // Runs before the dialog mounts its content: the focused element is still the opener.
  useLayoutEffect(() => {
    if (!props.open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [props.open]);
  useEffect(() => whenIdle(() => void loadDialog().catch(() => undefined)), []);
  return mounted ? <ModalDialog {...props} opener={opener} /> : null;
}
