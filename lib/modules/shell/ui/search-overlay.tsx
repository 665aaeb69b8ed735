"use client";
// Global search (Ctrl/Cmd+K or the search button): /api/search { q } → cases, clients, beneficiaries, users,
// LCAs, I-9 records, invoices, tickets and documents (typo-tolerant on the server).
// A combobox: arrow keys (Home/End) move through all the results, Enter opens one's page, Escape closes.
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { apiPost } from "@/lib/shared/api-client";
import type { SearchAnswer } from "../contract";
import { flattenHits } from "../search";
import { SearchKindIcon } from "./search-kind-icon";

export function SearchOverlay({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useTranslations("shell.search");
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useQuery({
    queryKey: ["search", q],
    queryFn: ({ signal }) => apiPost<SearchAnswer>("search", { q }, { signal }),
    enabled: open && q.length >= 2,
    staleTime: 30_000,
  });
  const hits = useMemo(() => flattenHits(search.data), [search.data]);
  useEffect(() => setActive(0), [hits]);

  function go(i: number) {
    const hit = hits[i];
    if (!hit) return;
    onOpenChange(false);
    setText("");
    router.push(hit.href);
  }

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (hits.length) setActive((a) => (a + (e.key === "ArrowDown" ? 1 : hits.length - 1)) % hits.length);
    } else if ((e.key === "Home" || e.key === "End") && hits.length && e.ctrlKey) {
      e.preventDefault();
      setActive(e.key === "Home" ? 0 : hits.length - 1);
    } else if (e.key === "Enter") {
      e.preventDefault();
      go(active);
    }
  }

  const status = q.length < 2 ? t("hint") : search.isFetching ? null : search.isError ? t("error") : hits.length === 0 ? t("noResults", { q }) : null;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content aria-describedby={undefined} className="fixed left-1/2 top-20 z-50 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 rounded-lg bg-surface text-fg shadow-xl">
          <Dialog.Title className="sr-only">{t("title")}</Dialog.Title>
          <div className="flex items-center gap-2 border-b border-border p-3">
            <input
              autoFocus
              role="combobox"
              aria-expanded={hits.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={hits.length ? `${listId}-${active}` : undefined}
              aria-label={t("title")}
              placeholder={t("placeholder")}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              className="w-full bg-transparent px-2 py-1 text-base outline-none"
            />
            {search.isFetching ? <Spinner label={t("loading")} /> : null}
          </div>
          <ul id={listId} role="listbox" aria-label={t("results")} className="max-h-96 overflow-y-auto p-2">
            {hits.map((h, i) => (
              <li
                key={`${h.kind}-${h.id}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseEnter={() => setActive(i)}
                onClick={() => go(i)}
                className={`flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 text-sm ${i === active ? "bg-surface-muted" : ""}`}
              >
                <span className="flex min-w-0 items-center gap-2">
                  <SearchKindIcon kind={h.kind} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{h.name}</span>
                    {h.detail || h.email ? <span className="block truncate text-xs text-fg-muted">{h.detail || h.email}</span> : null}
                  </span>
                </span>
                <span className="shrink-0 text-xs text-fg-muted">{t(`kind.${h.kind}`)}</span>
              </li>
            ))}
          </ul>
          {status ? (
            <p role="status" className="px-5 pb-4 text-sm text-fg-muted">
              {status}
            </p>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
