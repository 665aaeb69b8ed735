"use client";
// Client-side providers of every page: TanStack Query, theme, toasts, and the sign-out reaction of the API client.
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { onSessionEnded } from "@/lib/shared/api-client";
import { clearClientState, makeQueryClient } from "@/lib/shared/query-client";
import { ThemeProvider } from "./layout/theme";
import { Toaster } from "./ui/toast";
// Before any message is formatted: the locale of a message resolves without Intl's slow locale list.
import "@/i18n/message-format";

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);

  useEffect(() => {
    onSessionEnded(({ tokenPage }) => {
      clearClientState(client);
      window.location.assign(tokenPage ? "/" : "/app/login");
    });
  }, [client]);

  // `<html data-hydrated>` once the page's scripts have run and Next.js's router has hooked the history API (its
  // effect runs in the same pass as this one, hence the timeout): what the browser journeys wait for after a load.
  useEffect(() => {
    const timer = setTimeout(() => document.documentElement.setAttribute("data-hydrated", ""));
    return () => clearTimeout(timer);
  }, []);

  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
