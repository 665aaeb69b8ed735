"use client";
// "USCIS filing fees" of an RFE response (rfepetition/filing-fees): none, unless premium processing is
// asked for with the response on a petition that had none.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CardSection } from "@/components/ui/card";
import { apiPost } from "@/lib/shared/api-client";
import { useToday } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { FilingFees } from "../contract";
import { FeeLines } from "./fee-lines";
import { PostmarkDate } from "./filing-fees-section";
import { feesKeys } from "./keys";

export function RfeFilingFeesSection({ viewer, rfeCaseId }: { viewer: Viewer; rfeCaseId: string }) {
  const t = useTranslations("fees");
  // The reader's today (the same text on the server and while hydrating), until a date is picked.
  const today = useToday();
  const [picked, setPostmarkDate] = useState<string | null>(null);
  const postmarkDate = picked ?? today;
  const [premiumUpgrade, setPremiumUpgrade] = useState(false);
  const query = useQuery({
    queryKey: feesKeys.rfe(rfeCaseId, postmarkDate, premiumUpgrade),
    queryFn: ({ signal }) => apiPost<FilingFees>("rfepetition/filing-fees", { rfeCaseId, postmarkDate, premiumUpgrade }, { signal }),
    enabled: can(viewer, "fees.read") && postmarkDate !== "",
    placeholderData: keepPreviousData,
  });
  return (
    <CardSection title={t("title")}>
      <div className="grid gap-4">
        <PostmarkDate value={postmarkDate} onChange={setPostmarkDate} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={premiumUpgrade} onChange={(e) => setPremiumUpgrade(e.target.checked)} />
          {t("premiumUpgrade")}
        </label>
        <FeeLines query={query} />
      </div>
    </CardSection>
  );
}
