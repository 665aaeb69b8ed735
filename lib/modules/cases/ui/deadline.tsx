"use client";
// A due date with the 'Overdue by {n} day(s)' label in red once it has passed (spec section 8),
// counted by the deadlines module's rule on the browser's calendar day (useToday: the server's
// day in the HTML and while it hydrates, then the browser's).
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useFormat, useToday } from "@/lib/shared/format/use-format";
import { overdue } from "@/lib/modules/deadlines/rules";

export function DueDate({ date, closed = false, emptyLabel = "—" }: { date: string | null | undefined; closed?: boolean; emptyLabel?: string }) {
  const t = useTranslations("cases");
  const f = useFormat();
  const today = useToday();
  if (!date) return <span className="text-fg-muted">{emptyLabel}</span>;
  const days = closed ? 0 : overdue(date, today).days;
  return (
    <span className="flex flex-col">
      <span>{f.date(date)}</span>
      {days > 0 ? <span className="text-xs font-medium text-danger">{t("overdue", { n: days })}</span> : null}
    </span>
  );
}

/** The Premium cell of the case list: the badge, and the day USCIS must act by while the clock runs (rule 17). */
export function PremiumCell({ premium, deadline }: { premium: boolean; deadline: string | null }) {
  const t = useTranslations("cases");
  const f = useFormat();
  if (!premium) return null;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone="warning">{t("premium")}</Badge>
      {deadline ? <span className="text-xs text-fg-muted">{t("premiumBy", { date: f.date(deadline) })}</span> : null}
    </span>
  );
}
