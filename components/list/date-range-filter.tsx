"use client";
// A list filter of a date range: two native date inputs; one date alone filters that single day.
import { useId, useState } from "react";
import { inputClass } from "@/components/ui/input-class";

type DateRangeValue = { start: string; end: string } | undefined;

/** Two native date inputs; one date alone filters that single day (start and end may be the same). */
export function DateRangeFilter({
  legend,
  labels,
  value,
  onChange,
}: {
  legend: string;
  labels: { from: string; to: string };
  value: DateRangeValue;
  onChange: (r: DateRangeValue) => void;
}) {
  const id = useId();
  const [start, setStart] = useState(value?.start ?? "");
  const [end, setEnd] = useState(value?.end ?? "");
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setStart(value?.start ?? "");
    setEnd(value?.end ?? "");
  }
  const commit = (a: string, b: string) => {
    // Typing a year digit by digit passes through dates like 0002-04-17: wait for a plausible year.
    if ([a, b].some((d) => d && Number(d.slice(0, 4)) < 1900)) return;
    if (!a && !b) return onChange(undefined);
    const from = a || b;
    const to = b || a;
    onChange(from <= to ? { start: from, end: to } : { start: to, end: from });
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-fg-muted">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-from`} className="text-sm text-fg">
          {labels.from}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={`${inputClass} w-auto`}
          value={start}
          onChange={(e) => {
            setStart(e.target.value);
            commit(e.target.value, end);
          }}
        />
        <label htmlFor={`${id}-to`} className="text-sm text-fg">
          {labels.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={`${inputClass} w-auto`}
          value={end}
          onChange={(e) => {
            setEnd(e.target.value);
            commit(start, e.target.value);
          }}
        />
      </div>
    </fieldset>
  );
}
