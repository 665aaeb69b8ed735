"use client";
// "New ticket" (loaded on demand from the list): subject, description, type, the case it is about (the
// caller's cases, or none), and the priority for staff (a client's ticket is raised normal). Opens the new
// ticket once created.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost } from "@/lib/shared/api-client";
import { TICKET_PRIORITIES, TICKET_TYPES, ticketPath } from "../constants";
import { createTicketBody, type CreateTicketBody, type TicketDetails } from "../contract";
import { ticketsKeys } from "./keys";

type Input = z.input<typeof createTicketBody>;
type CaseOption = { id: string; caseNumber: string; customCaseNumber: string | null; title: string | null; petitionerName: string | null };

export default function NewTicketDialog({ staff, onClose }: { staff: boolean; onClose: () => void }) {
  const t = useTranslations("tickets");
  const router = useRouter();
  const qc = useQueryClient();
  const form = useForm<Input, unknown, CreateTicketBody>({ resolver: zodResolver(createTicketBody), defaultValues: { subject: "", description: "", type: "question", priority: "normal", petitionId: "" } });
  const cases = useQuery({
    queryKey: ticketsKeys.cases(),
    queryFn: ({ signal }) => apiList<CaseOption>("petition/list", { page: 1, perpage: 100, sortBy: "createdAt", sortOrder: "desc" }, { signal }),
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (v: CreateTicketBody) => apiPost<TicketDetails>("support-tickets/create", staff ? v : { ...v, priority: undefined }),
    onSuccess: (d) => {
      qc.invalidateQueries({ queryKey: ticketsKeys.lists() });
      toast.success(t("create.created", { number: d.displayNumber }));
      onClose();
      router.push(ticketPath(d.id));
    },
  });
  const caseOptions = (cases.data?.data ?? []).map((c) => ({ value: c.id, label: [c.customCaseNumber || c.caseNumber, c.title ?? c.petitionerName].filter(Boolean).join(" — ") }));
  return (
    <FormDialog title={t("create.title")} description={t("create.description")} form={form} save={save} submitLabel={t("create.submit")} onClose={onClose} size="lg">
      <TextField name="subject" label={t("create.subject")} required autoComplete="off" maxLength={200} />
      <TextArea name="description" label={t("create.descriptionLabel")} required rows={5} />
      <SelectField name="type" label={t("create.type")} required options={TICKET_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
      {staff ? <SelectField name="priority" label={t("create.priority")} options={TICKET_PRIORITIES.map((v) => ({ value: v, label: t(`priority.${v}`) }))} /> : null}
      <SelectField name="petitionId" label={t("create.case")} placeholder={t("create.noCase")} options={caseOptions} />
    </FormDialog>
  );
}
