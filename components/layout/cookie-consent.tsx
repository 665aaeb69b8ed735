"use client";
// Cookie-consent banner (spec sections 4 and 9): Accept / Reject, stored 7 days in `cookie_consent`.
import Link from "next/link";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

const CONSENT_COOKIE = "cookie_consent";
const MAX_AGE_S = 7 * 24 * 3600;

function readConsent(cookie: string): "accepted" | "rejected" | null {
  const m = cookie.match(/(?:^|;\s*)cookie_consent=(accepted|rejected)(?:;|$)/);
  return m ? (m[1] as "accepted" | "rejected") : null;
}

export function CookieConsent() {
  const t = useTranslations("common.cookies");
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setOpen(readConsent(document.cookie) === null);
  }, []);

  function choose(value: "accepted" | "rejected") {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
    setOpen(false);
  }

  if (!open) return null;
  return (
    <section
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface p-4 text-fg shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          {t("message")}{" "}
          <Link href="/app/policy-terms" className="font-medium text-link underline focus-visible:outline-2 focus-visible:outline-focus">
            {t("policy")}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => choose("rejected")}>
            {t("reject")}
          </Button>
          <Button onClick={() => choose("accepted")}>{t("accept")}</Button>
        </div>
      </div>
    </section>
  );
}
