"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { LazyMenu } from "@/components/ui/lazy-menu";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/shared/api-client";
import { canStar, isStarred, toggleStar, type StarredPage } from "../starred";
import { useMe, useSavePreferences } from "./use-shell";

export function useStarred(): StarredPage[] {
  return useMe().data?.preferences?.starredPages ?? [];
}

/** Star / unstar the current page. */
export function StarButton({ title }: { title: string }) {
  const t = useTranslations("shell.starred");
  const pathname = usePathname();
  const list = useStarred();
  const save = useSavePreferences();
  const starred = isStarred(list, pathname);
  const full = !starred && !canStar(list);
  return (
    <button
      type="button"
      aria-pressed={starred}
      disabled={full || save.isPending}
      title={full ? t("full") : undefined}
      onClick={() =>
        save.mutate({ starredPages: toggleStar(list, { path: pathname, title }) }, { onError: (e) => toast.error(errorMessage(e)) })
      }
      className="rounded px-2 py-1 text-sm text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50"
    >
      <span aria-hidden="true" className={starred ? "text-warning-strong" : undefined}>
        {starred ? "★" : "☆"}
      </span>{" "}
      {starred ? t("unstar") : t("star")}
    </button>
  );
}

export const STARRED_MENU_TRIGGER = "rounded-md px-2 py-1 text-sm hover:bg-chrome-active focus-visible:outline-2 focus-visible:outline-focus";

const loadPopup = () => import("./starred-menu-popup").then((m) => m.StarredMenuPopup);

/** The starred pages menu in the top bar (the menu itself, starred-menu-popup.tsx, loads on first opening). */
export function StarredMenu() {
  const t = useTranslations("shell.starred");
  const trigger = (
    <>
      <span aria-hidden="true">★</span> <span className="hidden lg:inline">{t("menu")}</span>
      <span className="sr-only lg:hidden">{t("menu")}</span>
    </>
  );
  return <LazyMenu load={loadPopup} props={{ trigger }} trigger={trigger} triggerClassName={STARRED_MENU_TRIGGER} />;
}
