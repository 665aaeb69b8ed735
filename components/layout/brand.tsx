"use client";
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { DASHBOARD_PATH } from "@/lib/shared/navigation";

/** The white-labelled tenant's logo, or the product name (also when the logo cannot be loaded). */
export function Brand({ showLogo, tenantName }: { showLogo: boolean; tenantName: string }) {
  const t = useTranslations("common");
  const [failed, setFailed] = useState(false);
  return (
    <Link href={DASHBOARD_PATH} className="flex items-center rounded focus-visible:outline-2 focus-visible:outline-focus">
      {showLogo && !failed ? (
        // A tenant asset served by the API; next/image would add nothing for a same-origin logo.
        <img src="/api/tenant/branding/logo" alt={tenantName} className="h-8 w-auto max-w-48 object-contain" onError={() => setFailed(true)} />
      ) : (
        <span className="truncate whitespace-nowrap text-base font-semibold sm:text-lg">{t("appName")}</span>
      )}
    </Link>
  );
}
