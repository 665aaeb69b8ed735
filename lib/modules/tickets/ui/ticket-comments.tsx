"use client";
// A ticket's comment thread, oldest first (internal notes only reach staff: the server leaves them out for a
// client), and the form to add one — with an "Internal note" box for staff. Closed tickets take no comment.
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, showApiErrors } from "@/components/ui/form";
import { QueryState } from "@/components/ui/screen-states";
import { TextArea } from "@/components/ui/text-area";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { TicketCommentDto, TicketDetails } from "../contract";
import { ticketsKeys } from "./keys";

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

type Values = { body: string; internal: boolean };

function CommentForm({ ticket }: { ticket: TicketDetails }) {
  const t = useTranslations("tickets");
  const qc = useQueryClient();
  const form = useForm<Values>({ defaultValues: { body: "", internal: false } });
  const save = useMutation({
    mutationFn: (v: Values) => apiPost<TicketCommentDto>("support-tickets/comment", { id: ticket.id, body: v.body, internal: ticket.actions.internalComment ? v.internal : false }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ticketsKeys.comments(ticket.id) });
      qc.invalidateQueries({ queryKey: ticketsKeys.lists() });
      form.reset({ body: "", internal: false });
      toast.success(t("comments.added"));
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v, { onError: (e) => showApiErrors(form, e) })} className="mt-4 grid gap-3">
      <TextArea name="body" label={t("comments.label")} required rows={3} />
      {ticket.actions.internalComment ? <Checkbox name="internal" label={t("comments.internal")} /> : null}
      <div>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t("comments.submit")}
        </Button>
      </div>
    </Form>
  );
}
