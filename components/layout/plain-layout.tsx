import { getTranslations } from "next-intl/server";
import { LanguageSwitcher } from "./language-switcher";

/** Layout of pages without the app shell (sign-in, public links, token pages): brand, language, content. */
export async function PlainLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("common");
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <header className="flex items-center justify-between border-b border-border bg-chrome px-6 py-3 text-chrome-fg">
        <span className="text-lg font-semibold">{t("appName")}</span>
        <LanguageSwitcher signedIn={false} />
      </header>
      <main id="main" className="flex flex-1 flex-col items-center px-4 py-10">
        {children}
      </main>
    </div>
  );
}
