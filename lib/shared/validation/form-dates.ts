// Calendar dates in forms: typed as MM/DD/YYYY (spec section 5), sent as YYYY-MM-DD (the contracts').
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { isoToUsDate, usDateToIso } from "@/lib/shared/validation/rules";

/**
 * Wraps a contract date field: "04/17/1992" becomes "1992-04-17", blank stays "" (the contract then
 * clears or omits it), anything else fails with 'Date must be a valid format (MM/DD/YYYY)'.
 */
export function formUsDate<T extends z.ZodType>(schema: T) {
  return z.preprocess((x, ctx) => {
    if (typeof x !== "string") return x;
    const s = x.trim();
    if (s === "") return "";
    const iso = usDateToIso(s);
    if (iso) return iso;
    ctx.addIssue({ code: "custom", message: MSG.date, continue: true });
    return undefined;
  }, schema);
}

/**
 * The same for an object schema whose date fields cannot be swapped (e.g. optional dates inside a
 * refined object): the named fields are converted before the schema parses the object.
 */
export function withUsDates<T extends z.ZodType>(schema: T, fields: readonly string[]) {
  return z.preprocess((value, ctx) => {
    if (value === null || typeof value !== "object") return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const f of fields) {
      const x = out[f];
      if (typeof x !== "string") continue;
      const s = x.trim();
      if (s === "") {
        out[f] = "";
        continue;
      }
      const iso = usDateToIso(s);
      if (iso) out[f] = iso;
      else {
        ctx.addIssue({ code: "custom", message: MSG.date, path: [f], continue: true });
        out[f] = undefined;
      }
    }
    return out;
  }, schema);
}

/** "1992-04-17" → "04/17/1992" for a form field ("" when empty). */
export const toUsDateInput = (iso: string | null | undefined): string => (iso ? (isoToUsDate(iso) ?? iso) : "");
