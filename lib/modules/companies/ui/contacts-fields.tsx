"use client";
// The contact list of a client inside a surrounding <Form> (field "contacts"): add and remove
// contacts, and pick exactly one primary contact with a radio group.
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useFieldError } from "@/components/ui/field";
import type { ContactDto } from "../contract";

const MAX_CONTACTS = 20;

export type ContactFormValues = { name: string; title: string; email: string; phoneCountryCode: string; phone: string; isPrimary: boolean };

export function toContactFormValues(list: ContactDto[]): ContactFormValues[] {
  return list.map((c) => ({
    name: c.name,
    title: c.title ?? "",
    email: c.email ?? "",
    phoneCountryCode: c.phoneCountryCode ?? "",
    phone: c.phone ?? "",
    isPrimary: c.isPrimary,
  }));
}

const blankContact = (isPrimary: boolean): ContactFormValues => ({ name: "", title: "", email: "", phoneCountryCode: "", phone: "", isPrimary });

export function ContactsFields({ name = "contacts" }: { name?: string }) {
  const t = useTranslations("clients.contacts");
  const { control, setValue, clearErrors } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const values = (useWatch({ control, name }) as ContactFormValues[] | undefined) ?? [];
  const listError = useFieldError(name);
  const rootError = useFieldError(`${name}.root`);

  function makePrimary(index: number) {
    values.forEach((_, i) => setValue(`${name}.${i}.isPrimary`, i === index, { shouldDirty: true }));
    clearErrors(name);
  }

  function removeAt(index: number) {
    const wasPrimary = values[index]?.isPrimary;
    remove(index);
    // Keep one primary contact when the primary one goes.
    if (wasPrimary && values.length > 1) setValue(`${name}.0.isPrimary`, true, { shouldDirty: true });
  }

  const error = listError ?? rootError;

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold text-fg">{t("legend")}</legend>
      {fields.length === 0 ? <p className="text-sm text-fg-muted">{t("none")}</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="grid gap-3 rounded-md border border-border p-4">
          <legend className="px-1 text-sm font-medium text-fg">{t("contactN", { n: index + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField name={`${name}.${index}.name`} label={t("name")} required autoComplete="off" />
            <TextField name={`${name}.${index}.title`} label={t("title")} autoComplete="off" />
          </div>
          <div className="grid gap-3 sm:grid-cols-[1fr_7rem_1fr]">
            <TextField name={`${name}.${index}.email`} type="email" label={t("email")} autoComplete="off" />
            <TextField name={`${name}.${index}.phoneCountryCode`} label={t("phoneCountryCode")} placeholder="+1" autoComplete="off" />
            <TextField name={`${name}.${index}.phone`} type="tel" label={t("phone")} autoComplete="off" />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-sm text-fg">
              <input
                type="radio"
                name={`${name}-primary`}
                checked={values[index]?.isPrimary ?? false}
                onChange={() => makePrimary(index)}
                className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              />
              {t("primary")}
            </label>
            <Button variant="ghost" size="sm" onClick={() => removeAt(index)} aria-label={t("removeN", { n: index + 1 })}>
              {t("remove")}
            </Button>
          </div>
        </fieldset>
      ))}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append(blankContact(!values.some((c) => c.isPrimary)))} disabled={fields.length >= MAX_CONTACTS}>
          {t("add")}
        </Button>
      </div>
    </fieldset>
  );
}
