"use client";
// Beside a value of the beneficiary's record: where it came from (the questionnaire answered on a day, or
// typed by a user of the firm on a day) and, for a typed value, a questionnaire that answered another one.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useFormat } from "@/lib/shared/format/use-format";
import type { BeneficiaryDetails, SourcedFieldKey } from "../contract";

/** The value with its source underneath (nothing shown for an empty value: the list's dash says it). */
export function useSourced(b: BeneficiaryDetails) {
  const t = useTranslations("beneficiaries.source");
  const f = useFormat();
  return function sourced(field: SourcedFieldKey, value: ReactNode): ReactNode {
    const s = b.sources?.[field];
    if (value === null || value === undefined || value === "" || !s) return value;
    const note =
      s.kind === "questionnaire" ? t("questionnaire", { date: f.date(s.at) }) : s.userName ? t("typed", { name: s.userName, date: f.date(s.at) }) : t("typedUnknown", { date: f.date(s.at) });
    return (
      <>
        <span className="block">{value}</span>
        <span className="block text-xs text-fg-muted" data-source={s.kind}>
          {note}
        </span>
        {s.kind === "typed" && s.differs ? (
          <span className="mt-0.5 block text-xs text-warning-strong" role="note">
            {t("differs", { date: f.date(s.differs.at) })}
          </span>
        ) : null}
      </>
    );
  };
}
