"use client";
// A questionnaire link that cannot be used (expired or replaced, already submitted, unknown): a plain
// page saying so, naming the law firm to contact; a submitted link can still show its answers.
import { useTranslations } from "next-intl";
import { LinkButton } from "@/components/ui/link-button";
import { ResultCard } from "@/lib/modules/account/ui";
import { FILLED_PATH } from "../contract";

export type GoneReason = "expired" | "submitted" | "unknown";

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

/** The reason of a token API error, or null when it is another error. */
export function goneReason(code: string | undefined): GoneReason | null {
  if (code === "QUESTIONNAIRE_SUBMITTED") return "submitted";
  if (code === "QUESTIONNAIRE_EXPIRED") return "expired";
  if (code === "NOT_FOUND") return "unknown";
  return null;
}
