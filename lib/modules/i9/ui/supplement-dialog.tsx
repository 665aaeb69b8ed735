"use client";
// "Record reverification" / "Record rehire" (Supplement B), loaded when opened: the document the employee
// presents (List A or List C; for a rehire only when the authorization ended), the rehire date, a new legal
// name, the reason when the reverification comes after the authorization ended, and the representative's
// typed signature. The server checks the document, the dates and rule 5, and names the field.
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import type { I9DetailsDto } from "../contract";
import { supplementBBody, type SupplementBBody, type SupplementKind } from "../supplement-contract";
import { i9Keys } from "./keys";
import { blank, DocumentBlock, type Block } from "./section2-fields";

type Values = {
  id: string;
  kind: SupplementKind;
  rehireDate: string;
  newLastName: string;
  newFirstName: string;
  newMiddleInitial: string;
  document: Block;
  additionalInformation: string;
  alternativeProcedure: boolean;
  signerName: string;
  signature: string;
  lateReason: string;
  attest: boolean;
};

// An empty document block is no document for a rehire (it may need none); a reverification's is checked, so
// a missing choice is said on the document's own field.
const schema = z.preprocess((x) => {
  const v = x as Values;
  return { ...v, document: v.document?.code || v.kind === "reverification" ? v.document : null };
}, supplementBBody) as unknown as z.ZodType<SupplementBBody, Values>;

export function SupplementDialog({ r, kind, onClose }: { r: I9DetailsDto; kind: SupplementKind; onClose: () => void }) {
  const t = useTranslations("i9.supplementB");
  const qc = useQueryClient();
  // The API's status says the authorization ended (its reverification date has passed).
  const late = kind === "reverification" && r.status === "expired_authorization";
  const form = useForm<Values, unknown, SupplementBBody>({
    resolver: zodResolver(schema),
    defaultValues: { id: r.id, kind, rehireDate: "", newLastName: "", newFirstName: "", newMiddleInitial: "", document: blank, additionalInformation: "", alternativeProcedure: false, signerName: "", signature: "", lateReason: "", attest: false },
  });
  const save = useMutation({
    mutationFn: (body: SupplementBBody) => apiPost<I9DetailsDto>("i9/add-supplement-b", body),
    onSuccess: () => {
      toast.success(kind === "rehire" ? t("rehireSaved") : t("reverificationSaved"));
      void qc.invalidateQueries({ queryKey: i9Keys.all });
      onClose();
    },
  });
  return (
    <FormDialog
      title={kind === "rehire" ? t("rehireTitle", { name: r.employeeName }) : t("reverificationTitle", { name: r.employeeName })}
      description={kind === "rehire" ? t("rehireDescription") : t("reverificationDescription")}
      size="lg"
      form={form}
      save={save}
      submitLabel={t("sign")}
      onClose={onClose}
    >
      {kind === "rehire" ? <TextField name="rehireDate" label={t("rehireDate")} required placeholder="MM/DD/YYYY" /> : null}
      <DocumentBlock list="A" name="document" lists={["A", "C"]} legend={kind === "rehire" ? t("documentIfEnded") : t("document")} required={kind === "reverification"} />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-fg">{t("newNameLegend")}</legend>
        <TextField name="newLastName" label={t("newLastName")} />
        <TextField name="newFirstName" label={t("newFirstName")} />
        <TextField name="newMiddleInitial" label={t("newMiddleInitial")} maxLength={1} />
      </fieldset>
      {late ? <TextArea name="lateReason" label={t("lateReason")} hint={t("lateReasonHint")} required rows={2} /> : null}
      <TextArea name="additionalInformation" label={t("additionalInformation")} rows={2} />
      <Checkbox name="alternativeProcedure" label={t("alternativeProcedure")} />
      <p className="text-sm text-fg">{t("certification")}</p>
      <Checkbox name="attest" label={t("attest")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="signerName" label={t("signerName")} required autoComplete="name" />
        <TextField name="signature" label={t("signature")} hint={t("signatureHint")} required autoComplete="off" />
      </div>
    </FormDialog>
  );
}
