"use client";
// A ticket's comment thread, oldest first (internal notes only reach staff: the server leaves them out for a
// client), with their files (downloaded through a 5-minute URL), and the form to add one — files uploaded
// first (/api/s3/upload) and attached with it, an "Internal note" box for staff, "Check spelling" under the
// comment (components/form/spell-check.tsx). Closed tickets take no comment.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useForm, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { SpellCheck } from "@/components/form/spell-check";
import { Form, showApiErrors } from "@/components/ui/form";
import { QueryState } from "@/components/ui/screen-states";
import { TextArea } from "@/components/ui/text-area";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { formatBytes } from "@/lib/shared/format/numbers";
import { useFormat } from "@/lib/shared/format/use-format";
import { MAX_ATTACHMENTS } from "../constants";
import type { TicketAttachmentDto, TicketCommentDto, TicketDetails } from "../contract";
import { ticketsKeys } from "./keys";

// The upload button checks files in the browser (the upload rules and their messages): loaded on demand, off the page's first load.
const FileUploadButton = dynamic(() => import("@/components/form/file-upload-button").then((m) => m.FileUploadButton));

export function TicketComments({ ticket }: { ticket: TicketDetails }) {
  const t = useTranslations("tickets");
  const f = useFormat();
  const q = useQuery({
    queryKey: ticketsKeys.comments(ticket.id),
    queryFn: ({ signal }) => apiList<TicketCommentDto>("support-tickets/comment-list", { id: ticket.id, perpage: 100 }, { signal }),
  });
  return (
    <CardSection title={t("comments.title")}>
      <QueryState query={q} labels={{ loading: t("comments.loading"), retry: t("actions.retry") }}>
        {(page) =>
          page.data.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("comments.none")}</p>
          ) : (
            <ol className="grid gap-3" aria-label={t("comments.list")}>
              {page.data.map((c) => (
                <li key={c.id} className={`rounded-md border p-3 ${c.internal ? "border-warning bg-warning-soft" : "border-border"}`}>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                    <span className="font-medium text-fg">{c.author.name}</span>
                    {c.author.client ? <Badge tone="info">{t("comments.clientBadge")}</Badge> : null}
                    {c.internal ? <Badge tone="warning">{t("comments.internalBadge")}</Badge> : null}
                    <span>{f.dateTime(c.createdAt)}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-wrap text-sm">{c.body}</p>
                  {c.attachments.length ? <Attachments ticketId={ticket.id} files={c.attachments} /> : null}
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
      {ticket.actions.comment ? <CommentForm ticket={ticket} /> : <p className="mt-4 text-sm text-fg-muted">{t("comments.closed")}</p>}
    </CardSection>
  );
}

/** A comment's files: each a button that fetches its short-lived URL and downloads it. */
function Attachments({ ticketId, files }: { ticketId: string; files: TicketAttachmentDto[] }) {
  const t = useTranslations("tickets");
  const open = useMutation({
    mutationFn: (attachmentId: string) => apiPost<{ url: string }>("support-tickets/attachment-url", { id: ticketId, attachmentId }),
    onSuccess: (d) => window.location.assign(d.url),
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("comments.attachments")}>
      {files.map((a) => (
        <li key={a.id}>
          <Button type="button" variant="secondary" size="sm" aria-label={t("comments.download", { name: `${a.name} (${formatBytes(a.size, 0)})` })} loading={open.isPending && open.variables === a.id} onClick={() => open.mutate(a.id)}>
            {/* The name read out holds the text shown (axe label-content-name-mismatch). */}
            {a.name} ({formatBytes(a.size, 0)})
          </Button>
        </li>
      ))}
    </ul>
  );
}

type Values = { body: string; internal: boolean };
type Picked = { key: string; name: string };

function CommentForm({ ticket }: { ticket: TicketDetails }) {
  const t = useTranslations("tickets");
  const qc = useQueryClient();
  const form = useForm<Values>({ defaultValues: { body: "", internal: false } });
  const [files, setFiles] = useState<Picked[]>([]);
  const body = useWatch({ control: form.control, name: "body" }) ?? "";
  const save = useMutation({
    mutationFn: (v: Values) =>
      apiPost<TicketCommentDto>("support-tickets/comment", { id: ticket.id, body: v.body, internal: ticket.actions.internalComment ? v.internal : false, attachmentKeys: files.map((f) => f.key) }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ticketsKeys.comments(ticket.id) });
      qc.invalidateQueries({ queryKey: ticketsKeys.lists() });
      form.reset({ body: "", internal: false });
      setFiles([]);
      toast.success(t("comments.added"));
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v, { onError: (e) => showApiErrors(form, e) })} className="mt-4 grid gap-3">
      <div>
        <TextArea name="body" label={t("comments.label")} required rows={3} />
        <SpellCheck text={body} onChange={(v) => form.setValue("body", v, { shouldDirty: true })} />
      </div>
      {files.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("comments.files")}>
          {files.map((f) => (
            <li key={f.key} className="flex items-center gap-1 rounded-md border border-border px-2 py-1 text-sm">
              {f.name}
              <Button type="button" variant="ghost" size="sm" aria-label={t("comments.remove", { name: f.name })} onClick={() => setFiles((all) => all.filter((x) => x.key !== f.key))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FileUploadButton
        path="s3/upload"
        fields={{}}
        maxFiles={1}
        label={t("comments.attach")}
        disabled={files.length >= MAX_ATTACHMENTS}
        onUploaded={(r) => {
          const up = r as { key: string; name: string };
          setFiles((all) => [...all, { key: up.key, name: up.name }]);
        }}
      />
      {ticket.actions.internalComment ? <Checkbox name="internal" label={t("comments.internal")} /> : null}
      <div>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t("comments.submit")}
        </Button>
      </div>
    </Form>
  );
}
