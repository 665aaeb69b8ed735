// The settings page's panel while the server has no QuickBooks app credentials: exactly what an operator
// sets (the env names, the redirect URI and webhook URL to register, all from quickbooks/status `setup`),
// where (developer.intuit.com), and that the server must be restarted.
import { useTranslations } from "next-intl";
import { CardSection } from "@/components/ui/card";
import { Code, CodeList } from "@/components/ui/code";
import type { QuickbooksStatus } from "../contract";

export function SetupPanel({ status }: { status: QuickbooksStatus }) {
  const t = useTranslations("quickbooks.settings.notConfigured");
  const te = useTranslations("quickbooks.environment");
  const { setup } = status;
  return (
    <CardSection title={t("title")}>
      <div role="note" className="grid gap-3 text-sm">
        <p>{t("intro")}</p>
        <ol className="grid list-decimal gap-3 pl-5">
          <li>
            {t.rich("step1", {
              site: () => (
                <a href={setup.developerSite} target="_blank" rel="noopener noreferrer" className="font-medium text-link underline underline-offset-2">
                  developer.intuit.com
                </a>
              ),
            })}
          </li>
          <li>
            {t("step2")}
            <CodeList label={t("step2")} items={setup.envNames} />
          </li>
          <li>
            {t("step3")} <Code>{setup.redirectUri}</Code>
          </li>
          <li>
            {t("step4")} <Code>{setup.webhookUrl}</Code>
          </li>
          <li>{t("step5")}</li>
        </ol>
        <p className="text-fg-muted">{t("environment", { environment: te(status.environment) })}</p>
      </div>
    </CardSection>
  );
}
