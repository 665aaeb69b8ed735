"use client";
// The staff's controls of a ticket: status (the moves the server offers, `nextStatuses`), priority and
// assignee, saved together (update, then assign when the assignee changed). Closing is final: asked first.
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Form, showApiErrors } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { TICKET_PRIORITIES, type TicketPriority, type TicketStatus } from "../constants";
import type { TicketDetails } from "../contract";
import { ticketsKeys } from "./keys";

type Values = { status: TicketStatus; priority: TicketPriority; assigneeId: string };

export function TicketManage({ ticket }: { ticket: TicketDetails }) {
  const t = useTranslations("tickets");
  const qc = useQueryClient();
  const assigneeId = ticket.assignee?.id ?? "";
  const defaults = useMemo<Values>(() => ({ status: ticket.status, priority: ticket.priority, assigneeId }), [ticket.status, ticket.priority, assigneeId]);
  const form = useForm<Values>({ values: defaults });
  const [confirming, setConfirming] = useState<Values | null>(null);
  const save = useMutation({
    mutationFn: async (v: Values) => {
      let d = ticket;
      const status = v.status !== ticket.status ? v.status : undefined;
      const priority = v.priority !== ticket.priority ? v.priority : undefined;
      if (status || priority) d = await apiPost<TicketDetails>("support-tickets/update", { id: ticket.id, status, priority });
      if (v.assigneeId !== assigneeId && d.status !== "closed") d = await apiPost<TicketDetails>("support-tickets/assign", { id: ticket.id, assigneeId: v.assigneeId || null });
      return d;
    },
    onSuccess: (d) => {
      qc.setQueryData(ticketsKeys.detail(ticket.id), d);
      qc.invalidateQueries({ queryKey: ticketsKeys.lists() });
      toast.success(t("manage.saved", { number: d.displayNumber }));
      setConfirming(null);
    },
    onError: (e) => {
      setConfirming(null);
      showApiErrors(form, e);
    },
  });
  const submit = (v: Values) => (v.status === "closed" && ticket.status !== "closed" ? setConfirming(v) : save.mutate(v));
  const statuses = [ticket.status, ...ticket.nextStatuses];
  return (
    <CardSection title={t("manage.title")}>
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <SelectField name="status" label={t("manage.status")} options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        <SelectField name="priority" label={t("manage.priority")} options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))} />
        <SelectField name="assigneeId" label={t("manage.assignee")} placeholder={t("nobody")} options={ticket.assignees.map((a) => ({ value: a.id, label: a.name }))} />
        <div>
          <Button type="submit" variant="primary" loading={save.isPending && !confirming}>
            {t("manage.save")}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={t("manage.confirmCloseTitle", { number: ticket.displayNumber })}
        message={t("manage.confirmCloseMessage")}
        confirmLabel={t("manage.confirmClose")}
        loading={save.isPending}
        onConfirm={() => confirming && save.mutate(confirming)}
      />
    </CardSection>
  );
}
