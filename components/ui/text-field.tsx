"use client";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useDateFormat } from "@/lib/shared/format/date-format-context";
import { inReaderOrder, swapDayMonth } from "@/lib/shared/format/date-order";
import { FieldShell, inputClass, useFieldError, useFieldIds, type FieldBaseProps } from "./field";
import { useTranslatedError } from "./use-error-text";

export type TextFieldProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className">;

/** The placeholder that marks a calendar date input: the form's value is MM/DD/YYYY (the contracts' format). */
export const DATE_PLACEHOLDER = "MM/DD/YYYY";

/**
 * A labelled input registered in the surrounding <Form>. A date input (placeholder "MM/DD/YYYY") shows and
 * takes the reader's date order (lib/shared/format/date-order.ts): a reader who chose DD/MM/YYYY sees the
 * form's MM/DD/YYYY value as DD/MM/YYYY and types DD/MM/YYYY, which the form keeps as MM/DD/YYYY.
 */
export function TextField(props: TextFieldProps) {
  const format = useDateFormat();
  if (props.placeholder === DATE_PLACEHOLDER && format === "DMY") return <DmyDateField {...props} />;
  return <PlainTextField {...props} />;
}

function PlainTextField({ name, label, required, hint, className, type = "text", placeholder: english, ...rest }: TextFieldProps) {
  const { register } = useFormContext();
  // A format placeholder of the catalog ("MM/DD/YYYY") in the reader's language; any other as it is.
  const placeholder = useTranslatedError(english);
  const error = useFieldError(name);
  const { id, errorId, hintId, aria } = useFieldIds(name, error, hint);
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <input id={id} type={type} placeholder={placeholder} aria-required={required || undefined} className={inputClass} {...aria} {...rest} {...register(name, { onChange: rest.onChange, onBlur: rest.onBlur })} />
    </FieldShell>
  );
}

const inOrder = (node: ReactNode): ReactNode => (typeof node === "string" ? inReaderOrder(node, "DMY") : node);

/** A date input for a DD/MM/YYYY reader: the placeholder, hint and error name DD/MM/YYYY; the value is swapped both ways. */
function DmyDateField({ name, label, required, hint, className, type = "text", placeholder: english, onChange, onBlur, value: _value, defaultValue: _default, ...rest }: TextFieldProps) {
  const { control } = useFormContext();
  const {
    field: { ref, value: formValue, onChange: setFormValue, onBlur: touch },
  } = useController({ name, control });
  const placeholder = inReaderOrder(useTranslatedError(english) ?? "", "DMY");
  const rawError = useFieldError(name);
  const error = rawError ? inReaderOrder(rawError, "DMY") : rawError;
  const shownHint = inOrder(hint);
  const { id, errorId, hintId, aria } = useFieldIds(name, error, shownHint);
  const stored = typeof formValue === "string" ? formValue : formValue == null ? "" : String(formValue);
  return (
    <FieldShell id={id} label={label} required={required} hint={shownHint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <input
        id={id}
        type={type}
        placeholder={placeholder}
        aria-required={required || undefined}
        className={inputClass}
        {...aria}
        {...rest}
        ref={ref}
        name={name}
        value={swapDayMonth(stored, "DMY")}
        onChange={(e) => {
          setFormValue(swapDayMonth(e.target.value, "DMY"));
          onChange?.(e);
        }}
        onBlur={(e) => {
          touch();
          onBlur?.(e);
        }}
      />
    </FieldShell>
  );
}
