"use client";
// After each navigation: a page_view event for analytics and a refresh of the user's details
// (not on questionnaire pages), and the client side of the forced-setup rule (spec section 2).
import { useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { forcedSetupPath, isQuestionnairePath } from "@/lib/shared/navigation";
import { meKey } from "@/lib/shared/query-client";
import { setupStateOf } from "../setup-state";
import { useMe } from "./use-shell";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function RouteEffects({ roleId }: { roleId: number }) {
  const pathname = usePathname();
  const router = useRouter();
  const qc = useQueryClient();
  const me = useMe().data;
  const first = useRef(true);
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    if (isQuestionnairePath(pathname) || lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: "page_view", page_path: pathname, role_id: roleId });
    // The server just rendered fresh details on the first page; refresh on later navigations.
    if (first.current) first.current = false;
    else void qc.invalidateQueries({ queryKey: meKey });
  }, [pathname, roleId, qc]);

  useEffect(() => {
    if (!me) return;
    const forced = forcedSetupPath(setupStateOf(me), pathname);
    if (forced) router.replace(forced);
  }, [me, pathname, router]);

  return null;
}
