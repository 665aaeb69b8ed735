// A drive's panel while the server has no app credentials for it: exactly what an operator sets (the env
// names), what to register at the provider (the redirect URI, the scopes), where, and to restart the server.
import { useTranslations } from "next-intl";
import { CardSection } from "@/components/ui/card";
import { Code, CodeList } from "@/components/ui/code";
import type { DriveStatus } from "../contract";

export function SetupPanel({ status, name }: { status: DriveStatus; name: string }) {
  const t = useTranslations("drives.setup");
  const { setup } = status;
  const host = new URL(setup.consoleUrl).host;
  return (
    <CardSection title={t("title", { name })}>
      <div role="note" className="grid gap-3 text-sm">
        <p>{t("intro", { name })}</p>
        <ol className="grid list-decimal gap-3 pl-5">
          <li>
            {t.rich(`step1.${status.provider}`, {
              site: () => (
                <a href={setup.consoleUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-link underline underline-offset-2">
                  {host}
                </a>
              ),
            })}
          </li>
          <li>
            {t("redirect")} <Code>{setup.redirectUri}</Code>
          </li>
          <li>
            {t("scopes")}
            <CodeList label={t("scopes")} items={setup.scopes} />
          </li>
          <li>
            {t("env")}
            <CodeList label={t("env")} items={setup.envNames} />
          </li>
          <li>{t("restart")}</li>
        </ol>
      </div>
    </CardSection>
  );
}
