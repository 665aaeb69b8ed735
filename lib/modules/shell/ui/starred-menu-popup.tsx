"use client";
// The starred pages menu itself (Radix), loaded on first opening by starred-pages.tsx.
import * as Menu from "@radix-ui/react-dropdown-menu";
import Link from "next/link";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { LazyMenuProps } from "@/components/ui/lazy-menu";
import { STARRED_MENU_TRIGGER, useStarred } from "./starred-pages";

export function StarredMenuPopup({ trigger, defaultOpen }: { trigger: ReactNode } & LazyMenuProps) {
  const t = useTranslations("shell.starred");
  const list = useStarred();
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger className={STARRED_MENU_TRIGGER}>{trigger}</Menu.Trigger>
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
