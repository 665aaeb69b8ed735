"use client";
// One step of a questionnaire: its fields (or its list of entries) rendered from the spec, inside the
// surrounding <Form>. Labels come from questionnaire.fields.<section>.<field>.
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { useFieldError } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { masterDataLabel, useMasterData } from "@/lib/modules/masterdata/ui";
import type { MasterCategory } from "@/lib/modules/masterdata/categories";
import { AddressFields } from "@/components/form/address-fields";
import { useCountries } from "@/lib/shared/places";
import { blankEntry, type FieldSpec, type SectionSpec } from "./spec";

function CountrySelect({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const t = useTranslations("questionnaire");
  const q = useCountries();
  return (
    <SelectField
      name={name}
      label={label}
      required={required}
      numeric
      placeholder={q.isLoading ? t("loading") : t("choose")}
      options={(q.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
    />
  );
}

function MasterSelect({ name, label, required, category }: { name: string; label: string; required?: boolean; category: MasterCategory }) {
  const t = useTranslations("questionnaire");
  const q = useMasterData(category);
  return (
    <SelectField
      name={name}
      label={label}
      required={required}
      numeric
      placeholder={q.isLoading ? t("loading") : t("choose")}
      options={(q.data ?? []).map((r) => ({ value: String(r.id), label: masterDataLabel(r) }))}
    />
  );
}

function ReceiptNumbers({ name, label }: { name: string; label: string }) {
  const t = useTranslations("questionnaire");
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = useFieldError(name);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{label}</legend>
      {fields.map((f, i) => (
        <div key={f.id} className="flex items-end gap-2">
          <TextField name={`${name}.${i}.value`} label={t("receiptN", { n: i + 1 })} required className="flex-1" placeholder="EAC2190000001" />
          <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={t("removeReceipt", { n: i + 1 })}>
            {t("remove")}
          </Button>
        </div>
      ))}
      {listError ? (
        <p role="alert" className="text-xs text-danger">
          {listError}
        </p>
      ) : null}
      {fields.length < 10 ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => append({ value: "" })}>
            {t("addReceipt")}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** One field; `base` is the entry's path ("identity", "education.0"). */
function QuestionField({ spec, base, section }: { spec: FieldSpec; base: string; section: string }) {
  const t = useTranslations("questionnaire");
  const { control } = useFormContext();
  const watched = useWatch({ control, name: spec.showIf ? `${base}.${spec.showIf.key}` : `${base}.__none` });
  if (spec.showIf && watched !== spec.showIf.value) return null;
  const name = `${base}.${spec.key}`;
  const label = t(`fields.${section}.${spec.key}`);
  const wide = spec.wide ? "sm:col-span-2" : undefined;
  switch (spec.type) {
    case "address":
      return (
        <section className={cn("grid gap-2", wide)} aria-label={label}>
          <h3 className="text-sm font-semibold text-fg">{label}</h3>
          <AddressFields prefix={name} required={spec.required} hideLegend />
        </section>
      );
    case "receipts":
      return (
        <div className={wide}>
          <ReceiptNumbers name={name} label={label} />
        </div>
      );
    case "checkbox":
      return <Checkbox name={name} label={label} className={wide} />;
    case "country":
      return <CountrySelect name={name} label={label} required={spec.required} />;
    case "master":
      return <MasterSelect name={name} label={label} required={spec.required} category={spec.master ?? "countries"} />;
    case "choice":
      return (
        <SelectField
          name={name}
          label={label}
          required={spec.required}
          placeholder={t("choose")}
          options={(spec.choices ?? []).map((c) => ({ value: c, label: t(`choices.${spec.key}.${c}`) }))}
        />
      );
    case "textarea":
      return <TextArea name={name} label={label} required={spec.required} className={wide} rows={3} />;
    case "date":
      return <TextField name={name} label={label} required={spec.required} placeholder={t("datePlaceholder")} hint={t("dateHint")} inputMode="numeric" autoComplete={spec.autoComplete} />;
    case "money":
      return <TextField name={name} label={label} required={spec.required} inputMode="decimal" hint={t("moneyHint")} />;
    case "int":
      return <TextField name={name} label={label} required={spec.required} inputMode="numeric" />;
    default:
      return <TextField name={name} label={label} required={spec.required} type={spec.type} autoComplete={spec.autoComplete} className={wide} />;
  }
}

function Fields({ section, base }: { section: SectionSpec; base: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {section.fields.map((f) => (
        <QuestionField key={f.key} spec={f} base={base} section={section.key} />
      ))}
    </div>
  );
}

function ListSection({ section }: { section: SectionSpec }) {
  const t = useTranslations("questionnaire");
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: section.key });
  const listError = useFieldError(section.key);
  const max = section.list?.max ?? 10;
  return (
    <div className="grid gap-4">
      {fields.length === 0 ? <p className="text-sm text-fg-muted">{t(`empty.${section.key}`)}</p> : null}
      {fields.map((f, i) => (
        <fieldset key={f.id} className="grid gap-3 rounded-md border border-border p-4">
          <legend className="px-1 text-sm font-semibold text-fg">{t(`entry.${section.key}`, { n: i + 1 })}</legend>
          <Fields section={section} base={`${section.key}.${i}`} />
          <div>
            <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={t("removeEntry", { entry: t(`entry.${section.key}`, { n: i + 1 }) })}>
              {t("remove")}
            </Button>
          </div>
        </fieldset>
      ))}
      {listError ? (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      ) : null}
      {fields.length < max ? (
        <div>
          <Button variant="secondary" onClick={() => append(blankEntry(section))}>
            {t(`add.${section.key}`)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function SectionFields({ section }: { section: SectionSpec }) {
  return section.list ? <ListSection section={section} /> : <Fields section={section} base={section.key} />;
}
