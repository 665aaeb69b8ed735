"use client";
// Edit an LCA (/api/lca/update) in a dialog: position, wages and worksites. Offered only while the
// answer's canUpdate holds (spec section 4); the server checks the same rule again.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { FormActions } from "@/components/form/form-actions";
import { apiPost } from "@/lib/shared/api-client";
import { useClientOptions } from "@/lib/modules/companies/ui";
import { updateLcaBody, type LcaDto, type UpdateLcaBody } from "../contract";
import { lcaKeys } from "./keys";
import { NotesField, PositionFields, WageFields, WorksiteFields, lcaFormSchema, lcaFormValues, type LcaFormValues } from "./lca-form";

type EditValues = LcaFormValues & { id: string };
const schema = lcaFormSchema<EditValues, typeof updateLcaBody>(updateLcaBody);

export function LcaEditDialog({ open, onClose, l }: { open: boolean; onClose: () => void; l: LcaDto }) {
  const t = useTranslations("lca");
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t("editDialog.title", { number: l.lcaNumber })} size="lg">
      {open ? <EditForm l={l} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditForm({ l, onClose }: { l: LcaDto; onClose: () => void }) {
  const t = useTranslations("lca");
  const qc = useQueryClient();
  const clients = useClientOptions();
  const form = useForm<EditValues, unknown, UpdateLcaBody>({ resolver: zodResolver(schema), defaultValues: { id: l.id, ...lcaFormValues(l) } });
  const save = useMutation({
    mutationFn: (body: UpdateLcaBody) => apiPost<LcaDto>("lca/update", body),
    onSuccess: (saved) => {
      toast.success(t("toast.updated", { number: saved.lcaNumber }));
      qc.setQueryData(lcaKeys.detail(saved.id), saved);
      qc.invalidateQueries({ queryKey: lcaKeys.all });
      onClose();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-6">
      <Section id="lca-edit-position" title={t("sections.position")}>
        <PositionFields clientOptions={clients.options} clientsLoading={clients.isLoading} />
      </Section>
      <Section id="lca-edit-wages" title={t("tabs.wages")}>
        <WageFields />
      </Section>
      <Section id="lca-edit-worksites" title={t("fields.worksites")}>
        <WorksiteFields />
      </Section>
      <NotesField />
      <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("editDialog.submit")} loading={save.isPending} />
    </Form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-fg">
        {title}
      </h3>
      {children}
    </section>
  );
}
