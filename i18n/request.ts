// next-intl without locale routing: the locale comes from the NEXT_LOCALE cookie (en default, es offered).
import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

export default getRequestConfig(async () => {
  const store = await cookies();
  const wanted = store.get("NEXT_LOCALE")?.value;
  const locale: Locale = wanted === "es" ? "es" : "en";
  return { locale, messages: (await import(`../messages/${locale}.json`)).default, timeZone: "UTC" };
});
