"use client";
// A list filter of several ids at once: a labelled group of checkboxes (e.g. the case statuses).
export function CheckboxGroupFilter({
  legend,
  selectedLabel,
  loadingLabel,
  options,
  loading,
  selected,
  onChange,
}: {
  legend: string;
  /** "{count} selected", shown after the legend while any is checked. */
  selectedLabel: (count: number) => string;
  loadingLabel: string;
  options: { value: string; label: string }[];
  loading: boolean;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const set = new Set(selected);
  const toggle = (idValue: number, on: boolean) => onChange(on ? [...selected, idValue].sort((a, b) => a - b) : selected.filter((s) => s !== idValue));
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-fg-muted">
        {legend}
        {selected.length ? <span className="ml-1">({selectedLabel(selected.length)})</span> : null}
      </legend>
      {loading ? (
        <p className="text-sm text-fg-muted">{loadingLabel}</p>
      ) : (
        <div className="grid max-h-48 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-border p-2 sm:grid-cols-2 xl:grid-cols-3">
          {options.map((o) => (
            <label key={o.value} className="flex items-center gap-2 text-sm text-fg">
              <input type="checkbox" className="size-4 accent-primary" checked={set.has(Number(o.value))} onChange={(e) => toggle(Number(o.value), e.target.checked)} />
              {o.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
