// <title> of the account pages (account.meta.* messages). Pages opened from e-mailed links are not indexed.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

type MetaKey = "register" | "forgot" | "resend" | "reset" | "set" | "activate" | "invite" | "firm" | "verify" | "defaultUser";

export async function accountMetadata(key: MetaKey, opts: { linkPage?: boolean } = {}): Promise<Metadata> {
  const t = await getTranslations("account.meta");
  return { title: t(key), ...(opts.linkPage ? { robots: { index: false, follow: false }, referrer: "no-referrer" as const } : {}) };
}
