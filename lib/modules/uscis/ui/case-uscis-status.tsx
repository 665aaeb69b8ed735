"use client";
// The Tracking tab's "USCIS case status" (/api/uscis-status/details): what USCIS's Case Status API last
// said of the case's receipt number, when, the history it gave, "Check now" for the staff, and — when no
// credentials are set — that the check is off and where a firm admin turns it on.
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { QueryState } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { CaseSlotProps } from "@/lib/modules/cases/ui";
import type { UscisCaseStatusDto } from "../contract";

const statusKey = (petitionId: string) => ["uscis-status", petitionId] as const;

export function CaseUscisStatus({ c }: CaseSlotProps) {
  const t = useTranslations("uscis");
  const f = useFormat();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: statusKey(c.id), queryFn: ({ signal }) => apiPost<UscisCaseStatusDto>("uscis-status/details", { petitionId: c.id }, { signal }) });
  const check = useMutation({
    mutationFn: () => apiPost<UscisCaseStatusDto>("uscis-status/check", { petitionId: c.id }),
    onSuccess: (r) => {
      qc.setQueryData(statusKey(c.id), r);
      toast.success(t("toast.checked"));
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <CardSection
      title={t("title")}
      actions={
        q.data?.canCheck ? (
          <Button size="sm" variant="secondary" loading={check.isPending} onClick={() => check.mutate()}>
            {t("checkNow")}
          </Button>
        ) : null
      }
    >
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
        {(s) =>
          !s.enabled ? (
            <p className="text-sm text-fg-muted">{t("off")}</p>
          ) : !s.receiptNumber ? (
            <p className="text-sm text-fg-muted">{t("noReceipt")}</p>
          ) : (
            <div className="grid gap-3">
              {s.lastError ? <p className="text-sm text-warning-fg">{t(`error.${s.lastError}`)}</p> : null}
              {s.statusText ? (
                <>
                  <p className="flex flex-wrap items-center gap-2">
                    <Badge tone="info">{s.statusText}</Badge>
                    {s.formType ? <span className="text-sm text-fg-muted">{s.formType}</span> : null}
                  </p>
                  {s.statusDescription ? <p className="text-sm text-fg">{s.statusDescription}</p> : null}
                </>
              ) : !s.lastError ? (
                <p className="text-sm text-fg-muted">{t("notChecked")}</p>
              ) : null}
              <DetailList
                className="lg:grid-cols-3"
                items={[
                  { label: t("receipt"), value: s.receiptNumber },
                  { label: t("checkedAt"), value: s.checkedAt ? f.dateTime(s.checkedAt) : null },
                  { label: t("changedAt"), value: s.changedAt ? f.dateTime(s.changedAt) : null },
                ]}
              />
              {s.history.length > 0 ? (
                <ol className="grid gap-1 text-sm" aria-label={t("history")}>
                  {s.history.map((h, i) => (
                    <li key={i} className="text-fg-muted">
                      {h.date ? `${f.date(h.date)} · ` : ""}
                      {h.text}
                    </li>
                  ))}
                </ol>
              ) : null}
            </div>
          )
        }
      </QueryState>
    </CardSection>
  );
}
