"use client";
// The case page's "Questionnaires" card (issue 34 §1): every link sent for the case — which questionnaire,
// for whom and to which address, its state (sent, started, submitted, expired) with its dates — and, for a
// submitted one, the link to the case's submitted answers (filled-case-details). Shown to who may read the
// answers (questionnaire.read); composed into the case screen as a slot (cases/ui/slots.tsx).
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { CardSection } from "@/components/ui/card";
import { TextLink } from "@/components/ui/link-button";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import type { CaseQuestionnaireRow, LinkStateOnCase } from "../contract";
import { questionnaireKeys } from "./keys";

const STATE_TONE: Record<LinkStateOnCase, "neutral" | "info" | "success" | "warning"> = { sent: "neutral", started: "info", submitted: "success", expired: "warning" };

export function CaseQuestionnaires({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  if (!can(viewer, "questionnaire.read")) return null;
  return <QuestionnaireList petitionId={c.id} />;
}

function QuestionnaireList({ petitionId }: { petitionId: string }) {
  const t = useTranslations("questionnaire.caseCard");
  const kinds = useTranslations("questionnaire.title");
  const f = useFormat();
  const q = useQuery({ queryKey: questionnaireKeys.caseLinks(petitionId), queryFn: () => apiPost<CaseQuestionnaireRow[]>("questionnaire/case-list", { petitionId }) });
  return (
    <CardSection title={t("title")} className="mt-4">
      {q.isPending ? (
        <p className="text-sm text-fg-muted">{t("loading")}</p>
      ) : q.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t("loadError")}
        </p>
      ) : q.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t("title")}>
          {q.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="case-questionnaire">
              <span className="min-w-0">
                <span className="block font-medium text-fg">
                  {kinds(r.kind)}
                  {r.beneficiaryName ? ` · ${r.beneficiaryName}` : ""}
                </span>
                <span className="block text-xs text-fg-muted">
                  {t("sentTo", { to: r.sentTo, date: f.date(r.sentAt) })}
                  {r.state === "submitted" && r.submittedAt ? ` · ${t("submittedOn", { date: f.dateTime(r.submittedAt) })}` : null}
                  {r.state === "started" && r.startedAt ? ` · ${t("savedOn", { date: f.dateTime(r.startedAt) })}` : null}
                  {r.state === "sent" ? ` · ${t("openUntil", { date: f.date(r.expiresAt) })}` : null}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <Badge tone={STATE_TONE[r.state]}>{t(`state.${r.state}`)}</Badge>
                {r.answersPath ? <TextLink href={r.answersPath}>{t("viewAnswers")}</TextLink> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
