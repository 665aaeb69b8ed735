"use client";
import * as Menu from "@radix-ui/react-dropdown-menu";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/shared/api-client";
import { canStar, isStarred, toggleStar, type StarredPage } from "../starred";
import { useMe, useSavePreferences } from "./use-shell";

function useStarred(): StarredPage[] {
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

/** The starred pages menu in the top bar. */
export function StarredMenu() {
  const t = useTranslations("shell.starred");
  const list = useStarred();
  return (
    <Menu.Root>
      <Menu.Trigger className="rounded-md px-2 py-1 text-sm hover:bg-chrome-active focus-visible:outline-2 focus-visible:outline-focus">
        <span aria-hidden="true">★</span> <span className="hidden lg:inline">{t("menu")}</span>
        <span className="sr-only lg:hidden">{t("menu")}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-md border border-border bg-surface p-1 text-fg shadow-lg">
          {list.length === 0 ? (
            // A menu needs at least one item (ARIA): the empty note is a disabled one.
            <Menu.Item disabled className="px-3 py-2 text-sm text-fg-muted outline-none">
              {t("empty")}
            </Menu.Item>
          ) : (
            list.map((p) => (
              <Menu.Item key={p.path} asChild>
                <Link href={p.path} className="block rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted">
                  {p.title}
                </Link>
              </Menu.Item>
            ))
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
