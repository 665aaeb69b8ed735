"use client";
// A questionnaire link that cannot be used (expired or replaced, already submitted, unknown): a plain
// page saying so, naming the law firm to contact; a submitted link can still show its answers.
import { useTranslations } from "next-intl";
import { LinkButton } from "@/components/ui/link-button";
import { ResultCard } from "@/lib/modules/account/ui";
import { FILLED_PATH } from "../contract";
import type { LinkGoneReason } from "@/lib/shared/token-link";

export type GoneReason = LinkGoneReason;

export function LinkGone({ reason, firmName, token, autoFocus = false }: { reason: GoneReason; firmName: string; token?: string; autoFocus?: boolean }) {
  const t = useTranslations("questionnaire.gone");
  return (
    <ResultCard
      tone={reason === "submitted" ? "info" : "warning"}
      title={t(`${reason}Title`)}
      autoFocus={autoFocus}
      actions={
        reason === "submitted" && token ? (
          <LinkButton variant="primary" href={`${FILLED_PATH}?token=${encodeURIComponent(token)}`}>
            {t("viewAnswers")}
          </LinkButton>
        ) : undefined
      }
    >
      <p>{t(`${reason}Text`)}</p>
      <p>{t("contact", { firm: firmName })}</p>
    </ResultCard>
  );
}
