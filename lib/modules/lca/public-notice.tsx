// Server part of /app/lca-notice/<slug>: the electronic posting of an LCA's notice of filing, public (no
// sign-in) on the firm's host. Live: the notice's text (English, the employer's legal text) and the view
// is counted; before or after its 10 business days: when it is or was posted.
import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/lib/server/db/client";
import { formatDate } from "@/lib/shared/format/dates";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { publicPosting } from "./notices";

export async function PublicNotice({ tenant, slug }: { tenant: TenantRow; slug: string }) {
  const [t, locale, posting] = await Promise.all([getTranslations("lcaNotice"), getLocale(), publicPosting(await getDb(), tenant, slug)]);
  const day = (iso: string) => formatDate(iso, "UTC", locale);
  if (!posting) {
    return (
      <main className="mx-auto max-w-2xl p-6">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-4">{t("unknown")}</p>
      </main>
    );
  }
  const dates = { start: day(posting.startDate), end: day(posting.endDate), firm: tenant.name };
  if (posting.state !== "live") {
    return (
      <main className="mx-auto max-w-2xl p-6">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-4">{t(posting.state, dates)}</p>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-2xl p-6" lang="en">
      <p className="text-sm text-fg-muted" lang={locale}>
        {t("postedBy", dates)} {locale === "en" ? null : t("legalText")}
      </p>
      {posting.lines.map((l, i) => {
        if (l.kind === "title") return <h1 key={i} className="mt-4 text-2xl font-semibold">{l.text}</h1>;
        if (l.kind === "heading") return <h2 key={i} className="mt-6 border-b border-border pb-1 text-lg font-semibold">{l.text}</h2>;
        if (l.kind === "field")
          return (
            <p key={i} className="mt-1">
              <span className="font-medium">{l.label}:</span> {l.text}
            </p>
          );
        return <p key={i} className="mt-2">{l.text}</p>;
      })}
    </main>
  );
}
