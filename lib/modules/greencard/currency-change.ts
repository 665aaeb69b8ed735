// What a new look at the Visa Bulletin means for a case, chart by chart (pure): a priority date that
// turned current (from not current or unavailable), or one that retrogressed (from current to not
// current or unavailable: the cut-off moved back before the date, or the category became unavailable).
// A first look (no state recorded) and a change from or to "unknown" (no priority date, no category, no
// cell for the month) are no news: nobody is told.
import type { PriorityDateState } from "./rules";

export type CurrencyChange = "current" | "retrogressed" | null;

export function currencyChange(before: string | null | undefined, after: PriorityDateState): CurrencyChange {
  if (after === "current" && (before === "not_current" || before === "unavailable")) return "current";
  if (before === "current" && (after === "not_current" || after === "unavailable")) return "retrogressed";
  return null;
}
