// next-intl formats a message with arguments through intl-messageformat, whose constructor resolves the
// locale with Intl.NumberFormat.supportedLocalesOf. The first call of that in a page builds V8's list of
// every available locale: ~55–65 ms of the main thread at Lighthouse's 4× CPU slowdown, inside hydration
// (the user menu's "Account menu of {name}" paid it on every signed-in page). Our two locales are always
// available, so they resolve to their own Intl.Locale, built once; any other locale goes the library's way.
// Imported for its effect by components/providers.tsx, which every page renders before any message.
import { IntlMessageFormat } from "intl-messageformat";
import { FORMAT_LOCALES } from "@/lib/shared/format/locale";

const resolved = new Map<string, Intl.Locale>();
const libraryResolve = IntlMessageFormat.resolveLocale;

export function resolveLocale(locales: string | string[]): Intl.Locale | undefined {
  if (typeof locales === "string" && (FORMAT_LOCALES as readonly string[]).includes(locales) && typeof Intl.Locale !== "undefined") {
    let locale = resolved.get(locales);
    if (!locale) resolved.set(locales, (locale = new Intl.Locale(locales)));
    return locale;
  }
  return libraryResolve(locales);
}

IntlMessageFormat.resolveLocale = resolveLocale;
