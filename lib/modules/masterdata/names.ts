// A master-data row's name in the reader's language (pure). `name` is the English name; `names`
// holds the seeded translations ({ es: "Caso iniciado" }). Countries without a stored translation
// are named from their ISO code at read time (Intl.DisplayNames). A firm's own rows (tenantId set:
// its additions and its renames of global rows) have one name, shown in every language.
import type { FormatLocale } from "@/lib/shared/format/locale";

type Named = { name: string; names?: Record<string, string> | null; tenantId: string | null; extra?: Record<string, unknown> | null };

const regionNames = new Map<string, Intl.DisplayNames>();

/** The country's name in `locale` from its ISO 3166 alpha-2 code, or null when Intl does not know it. */
export function countryNameFromIso(iso2: unknown, locale: FormatLocale): string | null {
  if (typeof iso2 !== "string" || !/^[A-Z]{2}$/.test(iso2)) return null;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(iso2) ?? null;
  } catch {
    return null;
  }
}

export function localizedName(category: string, rec: Named, locale: FormatLocale): string {
  if (locale === "en" || rec.tenantId !== null) return rec.name;
  const stored = rec.names?.[locale];
  if (typeof stored === "string" && stored.trim()) return stored;
  if (category === "countries") return countryNameFromIso(rec.extra?.iso2, locale) ?? rec.name;
  return rec.name;
}
