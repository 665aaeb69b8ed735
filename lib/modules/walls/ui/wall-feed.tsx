"use client";
// The firm's wall (lib/modules/walls): pinned announcements on top, then announcements and case events newest
// first with "Show older" (POST /api/walls/list with `before`); the firm's managers post an announcement (to
// the staff or to everyone) and delete one (confirmed). Shown by the dashboard's UPDATES widget.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RowLink } from "@/components/ui/row-link";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { TextArea } from "@/components/ui/text-area";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { MAX_WALL_BODY, type WallAnnouncement, type WallItem, type WallPage } from "../contract";

export function WallFeed({ initial, onChanged }: { initial: WallPage; onChanged: () => void }) {
  const t = useTranslations("wall");
  const [older, setOlder] = useState<{ items: WallItem[]; nextBefore: string | null } | null>(null);
  const [posting, setPosting] = useState(false);
  const [deleting, setDeleting] = useState<WallAnnouncement | null>(null);
  const more = useMutation({
    mutationFn: (before: string) => apiPost<WallPage>("walls/list", { before }),
    onSuccess: (p) => setOlder((o) => ({ items: [...(o?.items ?? []), ...p.items], nextBefore: p.nextBefore })),
    onError: (e) => toast.error(errorMessage(e)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiPost<{ id: string }>("walls/delete", { id }),
    onSuccess: () => {
      toast.success(t("deleted"));
      setDeleting(null);
      setOlder(null);
      onChanged();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const items = [...initial.items, ...(older?.items ?? [])];
  const nextBefore = older ? older.nextBefore : initial.nextBefore;
  return (
    <div className="grid gap-3">
      {initial.canPost ? (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setPosting(true)}>
            {t("post")}
          </Button>
        </div>
      ) : null}
      {initial.pinned.length ? (
        <ul className="grid gap-2" aria-label={t("pinned")}>
          {initial.pinned.map((a) => (
            <li key={a.id}>
              <Announcement a={a} onDelete={() => setDeleting(a)} />
            </li>
          ))}
        </ul>
      ) : null}
      {items.length === 0 && initial.pinned.length === 0 ? <p className="text-sm text-fg-muted">{t("empty")}</p> : null}
      <ol className="grid gap-2 text-sm" aria-label={t("feed")}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>{item.kind === "announcement" ? <Announcement a={item} onDelete={() => setDeleting(item)} /> : <CaseEvent e={item} />}</li>
        ))}
      </ol>
      {nextBefore ? (
        <div>
          <Button size="sm" variant="secondary" loading={more.isPending} onClick={() => more.mutate(nextBefore)}>
            {t("older")}
          </Button>
        </div>
      ) : null}
      {posting ? (
        <PostDialog
          onClose={() => setPosting(false)}
          onPosted={() => {
            setOlder(null);
            onChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t("deleteTitle")}
        message={t("deleteMessage")}
        confirmLabel={t("delete")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}

function Announcement({ a, onDelete }: { a: WallAnnouncement; onDelete: () => void }) {
  const t = useTranslations("wall");
  const f = useFormat();
  return (
    <article className="rounded-md border border-border bg-surface-muted p-3 text-sm" aria-label={t("announcementBy", { name: a.authorName ?? t("someone") })}>
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <Badge tone="indigo">{t("announcement")}</Badge>
        {a.pinned ? <Badge tone="warning">{t("pinnedBadge")}</Badge> : null}
        <Badge tone="neutral">{t(`audience.${a.audience}`)}</Badge>
      </div>
      <p className="whitespace-pre-line">{a.body}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted">
        <span>
          {a.authorName ?? t("someone")} · {f.dateTime(a.createdAt)}
        </span>
        {a.canDelete ? (
          <Button size="sm" variant="ghost" onClick={onDelete}>
            {t("delete")}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

function CaseEvent({ e }: { e: Extract<WallItem, { kind: "case_event" }> }) {
  const t = useTranslations("wall");
  const f = useFormat();
  return (
    <div className="border-l-2 border-border pl-3">
      <p>{e.message}</p>
      <p className="text-xs text-fg-muted">
        <RowLink href={e.detailsPath} aria-label={t("openCase", { number: e.caseNumber })}>
          {e.caseNumber}
        </RowLink>
        {" · "}
        {f.dateTime(e.createdAt)}
        {e.actorName ? ` · ${e.actorName}` : null}
      </p>
    </div>
  );
}

function PostDialog({ onClose, onPosted }: { onClose: () => void; onPosted: () => void }) {
  const t = useTranslations("wall");
  const form = useForm({ defaultValues: { body: "", audience: "staff", pinned: false } });
  const save = useMutation({
    mutationFn: (v: { body: string; audience: string; pinned: boolean }) => apiPost<WallAnnouncement>("walls/save", v),
    onSuccess: () => {
      toast.success(t("posted"));
      onPosted();
      onClose();
    },
  });
  return (
    <FormDialog title={t("postTitle")} description={t("postDescription")} form={form} save={save} submitLabel={t("postSubmit")} onClose={onClose}>
      <TextArea name="body" label={t("body")} required rows={5} maxLength={MAX_WALL_BODY} />
      <RadioGroupField
        name="audience"
        label={t("audienceLabel")}
        choices={[
          { value: "staff", label: t("audience.staff"), hint: t("audienceHint.staff") },
          { value: "all", label: t("audience.all"), hint: t("audienceHint.all") },
        ]}
      />
      <Checkbox name="pinned" label={t("pinIt")} />
    </FormDialog>
  );
}
