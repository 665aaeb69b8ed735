"use client";
// A Visa Bulletin cell as people read it ("Current", "Unavailable", "before 01/01/2013") and the tone of
// a priority date's state — shared by the Green card tab and the Visa Bulletin screen.
import { useTranslations } from "next-intl";
import type { BadgeTone } from "@/components/ui/badge";
import { useFormat } from "@/lib/shared/format/use-format";
import type { PriorityDateState } from "../rules";

export const STATE_TONE: Record<PriorityDateState, BadgeTone> = { current: "success", not_current: "warning", unavailable: "danger", unknown: "neutral" };

export function BulletinValue({ value }: { value: string }) {
  const t = useTranslations("greencard.value");
  const f = useFormat();
  if (value === "C" || value === "U") return <span className="text-fg-muted">{t(value)}</span>;
  return <span className="text-fg-muted">{t("cutoff", { date: f.date(value) })}</span>;
}
