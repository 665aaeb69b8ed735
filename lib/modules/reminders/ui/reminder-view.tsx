"use client";
// The row pieces of reminders (no zod, no menus: the dashboard's "My tasks" uses them too): the title in
// the reader's language (reminders made from deadlines are codes), the due cell with the server's overdue
// flag, the status badge.
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useFormat } from "@/lib/shared/format/use-format";
import { OVERDUE_OFFSET, type ReminderStatus } from "../constants";
import type { ReminderDto } from "../contract";

/** The reminder's title as shown: its own, or the deadline title in the reader's language. */
export function useReminderTitle(): (r: ReminderDto) => string {
  const t = useTranslations("reminders");
  const f = useFormat();
  return (r) => {
    if (!r.titleCode || !r.titleParams) return r.title;
    const [group, name] = r.titleCode.split(".");
    const key = `deadlineTitles.${group}.${name}`;
    if (!t.has(key)) return r.title;
    const params = Object.fromEntries(Object.entries(r.titleParams).map(([k, v]) => [k, String(v ?? "")]));
    return t(key, { ...params, caseNumber: String(r.titleParams.caseNumber ?? ""), deadlineDate: r.deadlineDate ? f.date(r.deadlineDate) : "" });
  };
}

export function ReminderTitle({ r }: { r: ReminderDto }) {
  const t = useTranslations("reminders");
  const title = useReminderTitle();
  return (
    <div className="flex flex-col">
      <span className={r.status === "open" ? "font-medium" : "font-medium text-fg-muted line-through"}>{title(r)}</span>
      {r.source === "deadline" && r.offsetDays !== null ? (
        <span className="text-xs text-fg-muted">
          {t("fromDeadline")} · {r.offsetDays === OVERDUE_OFFSET ? t("offset.overdue") : t("offset.before", { days: r.offsetDays })}
        </span>
      ) : null}
      {r.repeat ? <span className="text-xs text-fg-muted">{t("repeats", { repeat: t(`repeat.${r.repeat}`) })}</span> : null}
      {r.notes ? <span className="line-clamp-2 text-xs text-fg-muted">{r.notes}</span> : null}
    </div>
  );
}

export function DueCell({ r }: { r: ReminderDto }) {
  const t = useTranslations("reminders");
  const f = useFormat();
  return (
    <div className="flex flex-col gap-1">
      <span className="whitespace-nowrap">
        {f.date(r.dueDate)} {r.dueTime ? <span className="text-fg-muted">{r.dueTime}</span> : null}
      </span>
      {r.overdue ? <Badge tone="danger">{t("overdue", { days: r.overdueDays })}</Badge> : null}
    </div>
  );
}

const TONE: Record<ReminderStatus, "info" | "success" | "neutral"> = { open: "info", done: "success", dismissed: "neutral" };

export function StatusBadge({ status }: { status: ReminderStatus }) {
  const t = useTranslations("reminders");
  return <Badge tone={TONE[status]}>{t(`status.${status}`)}</Badge>;
}
