// The look of a text input or select: in a form field (field.tsx) and in a list's filter bar, which is not a
// form and must not load react-hook-form with the page.
export const inputClass =
  "block w-full rounded-md border border-border bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-muted " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:opacity-60 " +
  "aria-[invalid=true]:border-danger";
