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

  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
