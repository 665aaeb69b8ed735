"use client";
// The firm's setup checklist for roles 1–3 (/api/tenant/get-checklist), seeded with the signed-in details.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { CardSection } from "@/components/ui/card";
import { apiPost } from "@/lib/shared/api-client";
import { dashboardKeys } from "./dashboard-counts";

export type Checklist = { branchSetupCompleted: boolean; workflowSetupCompleted: boolean; petitionSetupCompleted: boolean };

const STEPS: { key: keyof Checklist; label: "branch" | "workflow" | "petition"; href: string }[] = [
  { key: "branchSetupCompleted", label: "branch", href: "/app/branch-list" },
  { key: "workflowSetupCompleted", label: "workflow", href: "/app/workflow-config" },
  { key: "petitionSetupCompleted", label: "petition", href: "/app/basic-settings" },
];

export function SetupChecklist({ initial }: { initial: Checklist }) {
  const t = useTranslations("dashboard.checklist");
  const q = useQuery({
    queryKey: dashboardKeys.checklist(),
    queryFn: ({ signal }) => apiPost<Checklist>("tenant/get-checklist", {}, { signal }),
    initialData: initial,
  });
  const list = q.data ?? initial;
  const done = STEPS.filter((s) => list[s.key]).length;
  return (
    <CardSection title={t("title")} actions={<span className="text-sm text-fg-muted">{t("progress", { done, total: STEPS.length })}</span>}>
      <ul className="divide-y divide-border">
        {STEPS.map((s) => (
          <li key={s.key} className="flex items-center justify-between gap-3 py-3">
            <div>
              <p className="text-sm font-medium text-fg">{t(`${s.label}.title`)}</p>
              <p className="text-sm text-fg-muted">{t(`${s.label}.description`)}</p>
            </div>
            {list[s.key] ? (
              <Badge tone="success">{t("done")}</Badge>
            ) : (
              <Link href={s.href} className="shrink-0 rounded text-sm font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                {t("start")}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
