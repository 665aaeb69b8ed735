"use client";
// "USCIS filing fees" on the case screen (composed by the case screen as a slot; cases does not import
// fees): the postmark date, the facts the firm may enter, the computed lines and totals
// (petition/filing-fees), and — for who may edit the filing fee once it is available — saving the total
// as the case's filing fee.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { inputClass } from "@/components/ui/input-class";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useToday } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import { casesKeys, type CaseSlotProps } from "@/lib/modules/cases/ui";
import type { FeeFactsOverrides, FilingFees } from "../contract";
import { FeeFactsForm } from "./fee-facts";
import { FeeLines } from "./fee-lines";
import { PaymentWorksheetButtons } from "./payment-worksheet";
import { feesKeys } from "./keys";

/** A case's fees as the firm adjusts them: the postmark date (the reader's today until picked), the facts entered, the answer. */
export function useCaseFees(petitionId: string, enabled: boolean) {
  // The reader's today (the same text on the server and while hydrating), until a date is picked.
  const today = useToday();
  const [picked, setPostmarkDate] = useState<string | null>(null);
  const postmarkDate = picked ?? today;
  const [overrides, setOverrides] = useState<FeeFactsOverrides>({});
  const body = { petitionId, postmarkDate, facts: overrides };
  const query = useQuery({
    queryKey: feesKeys.petition(petitionId, postmarkDate, overrides),
    queryFn: ({ signal }) => apiPost<FilingFees>("petition/filing-fees", body, { signal }),
    enabled: enabled && postmarkDate !== "",
    placeholderData: keepPreviousData,
  });
  return { body, postmarkDate, setPostmarkDate, overrides, setOverrides, query };
}

export function FilingFeesSection({ viewer, c }: CaseSlotProps) {
  const t = useTranslations("fees");
  const qc = useQueryClient();
  const { body, postmarkDate, setPostmarkDate, overrides, setOverrides, query } = useCaseFees(c.id, can(viewer, "fees.read"));
  const save = useMutation({
    mutationFn: () => apiPost<FilingFees>("petition/filing-fees", { ...body, save: true }),
    onSuccess: async () => {
      toast.success(t("saved"));
      await qc.invalidateQueries({ queryKey: casesKeys.detail(c.id) });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const maySave = c.filingFeeAvailable && c.canEditFilingFee;
  const missing = (query.data?.missing.length ?? 0) > 0;
  return (
    <CardSection
      title={t("title")}
      actions={
        maySave ? (
          <Button size="sm" variant="secondary" disabled={!query.data || missing || save.isPending} title={missing ? t("saveNeedsFacts") : undefined} onClick={() => save.mutate()}>
            {t("save")}
          </Button>
        ) : null
      }
    >
      <div className="grid gap-4">
        <p className="text-sm text-fg-muted">{t("intro")}</p>
        <PostmarkDate value={postmarkDate} onChange={setPostmarkDate} />
        {query.data ? <FeeFactsForm facts={query.data.facts} overrides={overrides} onChange={setOverrides} /> : null}
        <FeeLines query={query} />
        {query.data ? <PaymentWorksheetButtons petitionId={c.id} postmarkDate={postmarkDate} /> : null}
      </div>
    </CardSection>
  );
}

export function PostmarkDate({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useTranslations("fees");
  return (
    <label className="grid max-w-xs gap-1 text-sm">
      {t("postmarkDate")}
      <input type="date" className={inputClass} value={value} required onChange={(e) => onChange(e.target.value)} />
      <span className="text-xs text-fg-muted">{t("postmarkHint")}</span>
    </label>
  );
}
