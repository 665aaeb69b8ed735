"use client";
// The connected drive, one folder at a time (drives/list: folders first, "Load more" pages with the
// provider's cursor; the way back in a breadcrumb), files chosen by checkbox, a case picked, and
// "Import" (drives/import): the files become the case's scanned copies; a link to the case follows.
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert } from "@/components/ui/form-alert";
import { TextLink } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { casesKeys } from "@/lib/modules/cases/ui";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { MAX_IMPORT_FILES, type DriveProviderId } from "../constants";
import type { DocumentDto } from "@/lib/modules/documents/contract";
import type { DriveItem, DriveListing } from "../contract";
import { CasePicker, type PickedCase } from "./case-picker";
import { drivesKeys } from "./keys";

type Crumb = { id: string | null; name: string };

export function DriveBrowser({ provider, name }: { provider: DriveProviderId; name: string }) {
  const t = useTranslations("drives.browser");
  const f = useFormat();
  const qc = useQueryClient();
  const [path, setPath] = useState<Crumb[]>([{ id: null, name: t("root") }]);
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const [picked, setPicked] = useState<PickedCase | null>(null);
  const [done, setDone] = useState<{ count: number; c: PickedCase } | null>(null);
  const folder = path[path.length - 1];
  const q = useInfiniteQuery({
    queryKey: drivesKeys.folder(provider, folder.id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => apiPost<DriveListing>("drives/list", { provider, folderId: folder.id ?? undefined, cursor: pageParam ?? undefined }, { signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const open = (item: DriveItem) => setPath((p) => [...p, { id: item.id, name: item.name }]);
  const toggle = (item: DriveItem, on: boolean) =>
    setChosen((m) => {
      const next = new Map(m);
      if (on) next.set(item.id, item.name);
      else next.delete(item.id);
      return next;
    });
  const importing = useMutation({
    mutationFn: () => apiPost<DocumentDto[]>("drives/import", { provider, petitionId: picked!.id, fileIds: [...chosen.keys()] }),
    onSuccess: (docs) => {
      setDone({ count: docs.length, c: picked! });
      setChosen(new Map());
      toast.success(t("imported", { count: docs.length }));
      return qc.invalidateQueries({ queryKey: casesKeys.all });
    },
  });
  const tooMany = chosen.size > MAX_IMPORT_FILES;

  return (
    <CardSection title={t("title", { name })}>
      <nav aria-label={t("breadcrumb")} className="mb-3">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          {path.map((c, i) => (
            <li key={`${c.id}-${i}`} className="flex items-center gap-1">
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              {i === path.length - 1 ? (
                <span aria-current="page" className="font-medium">
                  {c.name}
                </span>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => setPath((p) => p.slice(0, i + 1))}>
                  {c.name}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </nav>

      {q.isPending ? (
        <Spinner label={t("loading")} className="py-6" />
      ) : q.isError ? (
        <div className="grid max-w-lg gap-3">
          <FormAlert message={errorMessage(q.error)} />
          <div>
            <Button onClick={() => q.refetch()}>{t("retry")}</Button>
          </div>
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label={t("items", { folder: folder.name })}>
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              {item.kind === "folder" ? (
                <Button variant="ghost" size="sm" onClick={() => open(item)} aria-label={t("openFolder", { name: item.name })}>
                  <span aria-hidden="true">📁</span> {item.name}
                </Button>
              ) : (
                <label className="flex flex-1 items-center gap-2">
                  <input type="checkbox" className="size-4" checked={chosen.has(item.id)} onChange={(e) => toggle(item, e.target.checked)} />
                  <span className="flex-1 break-all">{item.name}</span>
                  <span className="text-fg-muted">
                    {[item.size !== null ? t("size", { kb: f.number(Math.max(1, Math.round(item.size / 1024))) }) : null, item.modifiedAt ? f.date(item.modifiedAt.slice(0, 10)) : null].filter(Boolean).join(" · ")}
                  </span>
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
      {q.hasNextPage ? (
        <div className="mt-3">
          <Button variant="secondary" onClick={() => q.fetchNextPage()} loading={q.isFetchingNextPage}>
            {t("more")}
          </Button>
        </div>
      ) : null}

      <div className="mt-6 grid gap-3 border-t border-border pt-4">
        <h3 className="text-base font-medium">{t("importTitle")}</h3>
        <p className="text-sm text-fg-muted" aria-live="polite">
          {chosen.size === 0 ? t("noneChosen") : t("chosen", { count: chosen.size, names: [...chosen.values()].join(", ") })}
        </p>
        {tooMany ? <FormAlert message={t("tooMany", { max: MAX_IMPORT_FILES })} /> : null}
        <CasePicker value={picked} onChange={setPicked} />
        {importing.isError ? <FormAlert message={errorMessage(importing.error)} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => importing.mutate()} loading={importing.isPending} disabled={!picked || chosen.size === 0 || tooMany}>
            {t("import")}
          </Button>
          {done ? (
            <p role="status" className="text-sm">
              {t("importedInto", { count: done.count, case: done.c.label })} <TextLink href={done.c.detailsPath}>{t("openCase")}</TextLink>
            </p>
          ) : null}
        </div>
      </div>
    </CardSection>
  );
}
