"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { NOT_FOUND_PATH } from "@/lib/shared/navigation";

/** Shown by the /app not-found boundary: replaces the URL with /app/error-404 (link for no-JS readers). */
export function RedirectToNotFound() {
  const t = useTranslations("dashboard.notFound");
  const router = useRouter();
  useEffect(() => router.replace(NOT_FOUND_PATH), [router]);
  return (
    <p className="p-6 text-sm text-fg-muted">
      <Link href={NOT_FOUND_PATH} className="text-link underline">
        {t("title")}
      </Link>
    </p>
  );
}
