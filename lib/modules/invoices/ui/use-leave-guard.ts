"use client";
// While a form holds unsaved changes, the browser asks before the tab is closed or reloaded (the screen also
// says "Unsaved changes" next to Save, as the app's other long forms do).
import { useEffect } from "react";

export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
}
