import type { Metadata } from "next";
import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { CookieConsent } from "@/components/layout/cookie-consent";
import { themeBootScript } from "@/components/layout/theme";
import { Providers } from "@/components/providers";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: { default: t("appName"), template: `%s · ${t("appName")}` } };
}

// Dynamic on purpose: reading the request headers gives every response the nonce of its CSP (proxy.ts).
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="theme-light min-h-screen antialiased" suppressHydrationWarning>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <NextIntlClientProvider>
          <Providers>
            {children}
            <CookieConsent />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
