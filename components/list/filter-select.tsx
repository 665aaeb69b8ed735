"use client";
// A labelled list filter (native select) outside of a form; "" means no filter.
import { useId, useLayoutEffect, useRef } from "react";
import { inputClass } from "@/components/ui/input-class";
import type { SelectOption } from "@/components/ui/select-field";

export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  selectedLabel,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  allLabel: string;
  /** Shown for a value (e.g. from the URL) that is not among the options, instead of dropping it. */
  selectedLabel?: string;
  disabled?: boolean;
}) {
  const id = useId();
  // A choice made before the page's scripts ran (hydration leaves it in the box) is applied, once.
  const box = useRef<HTMLSelectElement>(null);
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    const chosen = box.current?.value;
    if (chosen && chosen !== first.current.value) first.current.onChange(chosen);
  }, []);
  const shown = value && selectedLabel && !options.some((o) => o.value === value) ? [{ value, label: selectedLabel }, ...options] : options;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        {label}
      </label>
      <select ref={box} id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={`${inputClass} min-w-44`}>
        <option value="">{allLabel}</option>
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
