// next-intl without locale routing: the locale comes from the NEXT_LOCALE cookie (en default, es offered).
// Messages live in messages/<locale>/<namespace>.json, one file per module, merged here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { env } from "@/lib/server/env";

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

type Messages = Record<string, unknown>;
const cache = new Map<Locale, Messages>();

export function loadMessages(locale: Locale): Messages {
  const hit = cache.get(locale);
  if (hit && env.nodeEnv === "production") return hit;
  const dir = path.join(process.cwd(), "messages", locale);
  const messages: Messages = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    messages[file.replace(/\.json$/, "")] = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  }
  cache.set(locale, messages);
  return messages;
}

export default getRequestConfig(async () => {
  const store = await cookies();
  const locale: Locale = store.get("NEXT_LOCALE")?.value === "es" ? "es" : "en";
  return { locale, messages: loadMessages(locale), timeZone: "UTC" };
});
