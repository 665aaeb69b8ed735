"use client";
// Request an LCA (/api/lca/request) in a dialog, from the LCA list or from a case (`petitionId`: the
// case's client is the employer and the case is linked). The rest of the details come later.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { FormActions } from "@/components/form/form-actions";
import { apiPost } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import type { Viewer } from "@/lib/shared/viewer";
import { useClientOptions } from "@/lib/modules/companies/ui";
import { requestLcaBody, type LcaDto, type RequestLcaBody } from "../contract";
import { lcaKeys } from "./keys";
import { lcaDetailsPath } from "./links";
import { NotesField, PositionFields, lcaFormSchema, lcaFormValues, type LcaFormValues } from "./lca-form";

type RequestValues = Pick<LcaFormValues, "petitionerId" | "visaClass" | "jobTitle" | "socCode" | "beginDate" | "endDate" | "workers" | "notes"> & { petitionId?: string };

const schema = lcaFormSchema<RequestValues, typeof requestLcaBody>(requestLcaBody);

export function LcaRequestDialog({ open, onClose, viewer, petitionId }: { open: boolean; onClose: () => void; viewer: Viewer; petitionId?: string }) {
  const t = useTranslations("lca");
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t("requestDialog.title")} description={t("requestDialog.description")} size="lg">
      {open ? <RequestForm viewer={viewer} petitionId={petitionId} onClose={onClose} /> : null}
    </Modal>
  );
}

function RequestForm({ viewer, petitionId, onClose }: { viewer: Viewer; petitionId?: string; onClose: () => void }) {
  const t = useTranslations("lca");
  const router = useRouter();
  const qc = useQueryClient();
  // The employer is chosen only on its own: a case brings its client, a petitioner is its own company.
  const choosesClient = !petitionId && viewer.roleId !== ROLE.PETITIONER;
  const clients = useClientOptions({ enabled: choosesClient });
  const { petitionerId, visaClass, jobTitle, socCode, beginDate, endDate, workers, notes } = lcaFormValues(null);
  const form = useForm<RequestValues, unknown, RequestLcaBody>({
    resolver: zodResolver(schema),
    defaultValues: { petitionerId, visaClass, jobTitle, socCode, beginDate, endDate, workers, notes, ...(petitionId ? { petitionId } : {}) },
  });
  const save = useMutation({
    mutationFn: (body: RequestLcaBody) => apiPost<LcaDto>("lca/request", body),
    onSuccess: (l) => {
      toast.success(t("toast.requested", { number: l.lcaNumber }));
      qc.invalidateQueries({ queryKey: lcaKeys.lists() });
      onClose();
      router.push(lcaDetailsPath(l.id));
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <PositionFields clientOptions={choosesClient ? clients.options : null} clientsLoading={clients.isLoading} />
      <NotesField />
      <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("requestDialog.submit")} loading={save.isPending} />
    </Form>
  );
}
