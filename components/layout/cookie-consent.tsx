"use client";
// Cookie-consent banner (spec sections 4 and 9): Accept / Reject, stored 7 days in `cookie_consent`.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CONSENT_COOKIE, readConsent } from "./consent";

const MAX_AGE_S = 7 * 24 * 3600;


/**
 * `initiallyOpen`: the server read no answer in the request's cookies, so the banner is in the first HTML
 * (painted with the page rather than after hydration, which made it the late "largest paint" of the page).
 */
export function CookieConsent({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const t = useTranslations("common.cookies");
  const [open, setOpen] = useState(initiallyOpen);

  // The server's reading is the browser's cookie: only a banner the server put up is checked again
  // (an answer given in another tab meanwhile). One it left out stays out: no late paint after hydration.
  useEffect(() => {
    if (initiallyOpen) setOpen(readConsent(document.cookie) === null);
  }, [initiallyOpen]);

  // Room for the banner: the page can scroll its last lines above it instead of hiding them under it.
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = banner.current;
    if (!open || !el) return;
    const body = document.body;
    // --cookie-banner-h lets sticky footers (workflow setup's Save bar) sit above the banner too.
    const fit = () => {
      body.style.setProperty("padding-bottom", `${el.offsetHeight}px`);
      body.style.setProperty("--cookie-banner-h", `${el.offsetHeight}px`);
    };
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(el);
    return () => {
      ro.disconnect();
      body.style.removeProperty("padding-bottom");
      body.style.removeProperty("--cookie-banner-h");
    };
  }, [open]);

  function choose(value: "accepted" | "rejected") {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
    setOpen(false);
  }

  if (!open) return null;
  return (
    <section
      ref={banner}
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
