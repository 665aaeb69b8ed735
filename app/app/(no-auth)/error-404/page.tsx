import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("dashboard.notFound"))("title") };
}

// Target of unknown /app paths and unknown firm addresses (spec section 8).
export default async function NotFoundPage() {
  const t = await getTranslations("dashboard.notFound");
  return (
    <Card className="w-full max-w-md p-8 text-center">
      <p className="text-5xl font-bold text-fg-muted" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-fg">{t("title")}</h1>
      <p className="mt-2 text-sm text-fg-muted">{t("description")}</p>
      <Link
        href="/app/dashboard"
        className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {t("home")}
      </Link>
    </Card>
  );
}
