// Case history lines as codes with parameters (issue 8): a line is stored with its code
// (petition_history.message_code) and parameters (message_params) and shown in the reader's
// language from messages/<locale>/history.json; the English text is stored too (message) for the
// API, the audit trail and lines written before codes existed, which are shown as stored.
//
// Parameters that name something are translated when the line is shown, not when it is written:
// activity, from, next (workflow activity codes, messages cases.activity; the firm's configured name,
// <param>Name, is kept in English and is the fallback elsewhere), slot (assignment codes), fields (case field keys), date and due (YYYY-MM-DD, shown in the reader's date order,
// MM/DD/YYYY unless they chose DD/MM/YYYY).
import { createTranslator } from "use-intl/core";
import enCases from "@/messages/en/cases.json";
import esCases from "@/messages/es/cases.json";
import enHistory from "@/messages/en/history.json";
import esHistory from "@/messages/es/history.json";
import { formatDate } from "@/lib/shared/format/dates";
import { DEFAULT_DATE_FORMAT, type DateFormat } from "@/lib/shared/format/date-order";
import type { FormatLocale } from "@/lib/shared/format/locale";

export type HistoryCode = keyof typeof enHistory.lines;
export type HistoryParamValue = string | number | readonly string[] | null;
export type HistoryParams = Record<string, HistoryParamValue>;
/** A history line to write: its code and parameters. */
export type HistoryMessage = { code: HistoryCode; params?: HistoryParams };

type Catalog = { history: typeof enHistory; activity: Record<string, string> };
const CATALOGS: Record<FormatLocale, Catalog> = {
  en: { history: enHistory, activity: enCases.activity as Record<string, string> },
  es: { history: esHistory, activity: esCases.activity as Record<string, string> },
};

const ACTIVITY_PARAMS = new Set(["activity", "from", "next"]);
const DATE_PARAMS = new Set(["date", "due"]);

const str = (v: HistoryParamValue | undefined): string => (v == null ? "" : Array.isArray(v) ? v.join(", ") : String(v));

function shownParams(params: HistoryParams, catalog: Catalog, locale: FormatLocale, dateFormat: DateFormat): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (ACTIVITY_PARAMS.has(key) && typeof value === "string") {
      // English keeps the firm's configured step name (as written); other languages translate the code.
      const configured = str(params[`${key}Name`]);
      out[key] = (locale === "en" && configured) || catalog.activity[value] || configured || value;
    }
    else if (key === "slot" && typeof value === "string") out[key] = (catalog.history.slot as Record<string, string>)[value] ?? (str(params.slotName) || value);
    else if (key === "fields" && Array.isArray(value)) out[key] = value.map((f) => (catalog.history.field as Record<string, string>)[f] ?? f).join(", ");
    else if (DATE_PARAMS.has(key) && typeof value === "string") out[key] = formatDate(value, "UTC", locale, dateFormat) || value;
    else out[key] = typeof value === "number" ? value : str(value);
    if (out[key] === "") out[key] = str(value);
  }
  return out;
}

/**
 * The text of a stored line in `locale`: rendered from its code and parameters, or the stored text
 * when the line has no code (written before codes existed) or a code this version does not know.
 */
export function historyText(line: { code: string | null | undefined; params?: unknown; message: string }, locale: FormatLocale, dateFormat: DateFormat = DEFAULT_DATE_FORMAT): string {
  const catalog = CATALOGS[locale] ?? CATALOGS.en;
  if (!line.code || !Object.hasOwn(catalog.history.lines, line.code)) return line.message;
  const params = line.params && typeof line.params === "object" && !Array.isArray(line.params) ? (line.params as HistoryParams) : {};
  let failed = false;
  const t = createTranslator({
    locale,
    messages: catalog.history,
    namespace: "lines",
    onError: () => {
      failed = true;
    },
  }) as unknown as (key: string, values: Record<string, string | number>) => string;
  const text = t(line.code, shownParams(params, catalog, locale, dateFormat));
  return failed || !text ? line.message : text;
}

/** The English text of a line (stored in petition_history.message). */
export const englishHistoryText = (m: HistoryMessage): string => historyText({ code: m.code, params: m.params ?? {}, message: m.code }, "en");
