"use client";
// The invoice form's lines: kind (a filing fee is not taxed unless ticked), description, quantity, unit price
// in dollars, taxable, the line's amount as typed so far, remove; "Add line" below (at most MAX_LINES).
import { useEffect, useRef } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldGroupError } from "@/components/ui/field-group-error";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useFormat } from "@/lib/shared/format/use-format";
import type { LineKind } from "../contract";
import { blankLine, LINE_KIND_OPTIONS, taxableByDefault, type InvoiceFormValues } from "./form-values";
import type { Totals } from "../money";

const MAX_LINES = 50;

export function LineItems({ totals }: { totals: Totals }) {
  const t = useTranslations("invoices.form");
  const tk = useTranslations("invoices.kind");
  const f = useFormat();
  const { control } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "lines" });
  const kinds = useWatch({ control, name: "lines" });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold text-fg">{t("lines")}</legend>
      {fields.map((field, i) => (
        <div key={field.id} className="grid gap-3 rounded-md border border-border p-3 md:grid-cols-[10rem_1fr_5rem_9rem_auto] md:items-start" role="group" aria-label={t("lineLabel", { n: i + 1 })}>
          <SelectField name={`lines.${i}.kind`} label={t("kind")} options={LINE_KIND_OPTIONS.map((k) => ({ value: k, label: tk(k) }))} />
          <TaxableFollowsKind index={i} />
          <TextField name={`lines.${i}.description`} label={t("description")} required autoComplete="off" />
          <TextField name={`lines.${i}.quantity`} label={t("quantity")} required inputMode="numeric" autoComplete="off" />
          <TextField name={`lines.${i}.unitCents`} label={t("unitPrice")} required inputMode="decimal" placeholder="0.00" autoComplete="off" />
          <div className="flex flex-col gap-2 md:items-end">
            <p className="text-sm md:text-right">
              <span className="text-fg-muted">{t("amount")} </span>
              <span className="font-medium tabular-nums" data-testid={`line-amount-${i}`}>{f.currency(totals.lineAmounts[i] ?? 0)}</span>
            </p>
            <Checkbox name={`lines.${i}.taxable`} label={t("taxable")} />
            {fields.length > 1 ? (
              <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={t("removeLine", { n: i + 1, kind: tk(kinds?.[i]?.kind ?? "other") })}>
                {t("remove")}
              </Button>
            ) : null}
          </div>
        </div>
      ))}
      <FieldGroupError name="lines" className="text-sm" />
      <div>
        <Button variant="secondary" size="sm" disabled={fields.length >= MAX_LINES} onClick={() => append(blankLine())}>
          {t("addLine")}
        </Button>
      </div>
    </fieldset>
  );
}

/** When a line's kind is changed, its taxable box takes the kind's default (a filing fee: not taxed). */
function TaxableFollowsKind({ index }: { index: number }) {
  const { control, setValue } = useFormContext<InvoiceFormValues>();
  const kind = useWatch({ control, name: `lines.${index}.kind` }) as LineKind;
  const previous = useRef(kind);
  useEffect(() => {
    if (previous.current === kind) return;
    previous.current = kind;
    setValue(`lines.${index}.taxable`, taxableByDefault(kind), { shouldDirty: true });
  }, [kind, index, setValue]);
  return null;
}
