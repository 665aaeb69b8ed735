import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { CookieConsent } from "@/components/layout/cookie-consent";
import { CONSENT_COOKIE, isConsentAnswer } from "@/components/layout/consent";
import { themeBootScript } from "@/components/layout/theme";
import { Providers } from "@/components/providers";
import { shellMessages } from "@/i18n/page-messages";
import { getPageTenant } from "@/lib/modules/auth/page-session";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  const tenant = await getPageTenant();
  const favicon = tenant && tenant !== "unknown" && tenant.favicon ? "/api/tenant/branding/favicon" : DEFAULT_ICON;
  return { title: { default: t("appName"), template: `%s · ${t("appName")}` }, icons: { icon: favicon } };
}

/** The product's icon when the firm has none of its own (a data URI: no extra request, allowed by img-src data:). */
const DEFAULT_ICON =
  "data:image/svg+xml," +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#00265D"/><text x="16" y="22" font-family="Arial" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">IC</text></svg>');

// Dynamic on purpose: reading the request headers gives every response the nonce of its CSP (proxy.ts).
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const consentAnswered = isConsentAnswer((await cookies()).get(CONSENT_COOKIE)?.value);
  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="theme-light min-h-screen antialiased" suppressHydrationWarning>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <NextIntlClientProvider messages={await shellMessages()}>
          <Providers>
            {children}
            <CookieConsent initiallyOpen={!consentAnswered} />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
