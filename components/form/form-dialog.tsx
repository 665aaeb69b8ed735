"use client";
// A dialog that holds one form: the fields, then Cancel and the submit button (Save unless told), the
// API's field errors put on the fields and the rest in a toast. The screens' small edit dialogs use it.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Form, showApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { FormActions } from "./form-actions";

type Save<O> = { mutate: (v: O, o: { onError: (e: unknown) => void }) => void; isPending: boolean };

export function FormDialog<T extends FieldValues, C, O extends FieldValues>({
  title,
  description,
  size,
  form,
  save,
  submitLabel,
  destructive,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  size?: "sm" | "md" | "lg";
  form: UseFormReturn<T, C, O>;
  /** The mutation the form's values go to (field errors come back onto the form). */
  save: Save<O>;
  submitLabel?: string;
  /** The submit cannot be undone (a danger button). */
  destructive?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("common");
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={title} description={description} size={size}>
      <Form form={form} onSubmit={(v) => save.mutate(v, { onError: (e) => showApiErrors(form, e) })} className="grid gap-4">
        {children}
        <FormActions onCancel={onClose} cancelLabel={t("cancel")} submitLabel={submitLabel ?? t("save")} destructive={destructive} loading={save.isPending} />
      </Form>
    </Modal>
  );
}
