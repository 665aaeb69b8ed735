// A drive's panel while the server has no app credentials for it: exactly what an operator sets (the env
// names), what to register at the provider (the redirect URI, the scopes), where, and to restart the server.
import { useTranslations } from "next-intl";
import { CardSection } from "@/components/ui/card";
import type { DriveStatus } from "../contract";

const code = "rounded bg-surface-muted px-1.5 py-0.5 font-mono text-xs break-all";

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
            {t("redirect")} <code className={code}>{setup.redirectUri}</code>
          </li>
          <li>
            {t("scopes")}
            <ul className="mt-2 grid gap-1" aria-label={t("scopes")}>
              {setup.scopes.map((s) => (
                <li key={s}>
                  <code className={code}>{s}</code>
                </li>
              ))}
            </ul>
          </li>
          <li>
            {t("env")}
            <ul className="mt-2 grid gap-1" aria-label={t("env")}>
              {setup.envNames.map((n) => (
                <li key={n}>
                  <code className={code}>{n}</code>
                </li>
              ))}
            </ul>
          </li>
          <li>{t("restart")}</li>
        </ol>
      </div>
    </CardSection>
  );
}
