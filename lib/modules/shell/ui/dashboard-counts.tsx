"use client";
// Record counts of the lists the role may open (one row per page, pagination.total).
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { apiList } from "@/lib/shared/api-client";
import { navFor, type NavKey } from "@/lib/shared/navigation";
import { ROLE } from "@/lib/shared/constants/roles";

const COUNTED: Partial<Record<NavKey, string>> = { cases: "petition/list", clients: "company/list", beneficiaries: "beneficiary/list", users: "users/list" };

/**
 * What a card counts, said as it is for the reader: a petitioner's lists are their company's, a
 * beneficiary's cases are their own (and their own record is no "Beneficiaries 1").
 */
function cardLabel(roleId: number, key: NavKey): { key: string; scope: "counts" | "nav" } | null {
  if (key === "cases") return { key: roleId === ROLE.PETITIONER ? "casesPetitioner" : roleId === ROLE.BENEFICIARY ? "casesBeneficiary" : "casesStaff", scope: "counts" };
  if (key === "beneficiaries" && roleId === ROLE.BENEFICIARY) return null;
  if (key === "beneficiaries" && roleId === ROLE.PETITIONER) return { key: "beneficiariesPetitioner", scope: "counts" };
  return { key, scope: "nav" };
}

export const dashboardKeys = {
  all: ["dashboard"] as const,
  count: (path: string) => [...dashboardKeys.all, "count", path] as const,
  checklist: () => [...dashboardKeys.all, "checklist"] as const,
};

function CountCard({ title, href, path }: { title: string; href: string; path: string }) {
  const t = useTranslations("dashboard.counts");
  const q = useQuery({
    queryKey: dashboardKeys.count(path),
    queryFn: ({ signal }) => apiList<unknown>(path, { page: 1, perpage: 1 }, { signal }),
  });
  return (
    <Card className="flex flex-col gap-1">
      <h3 className="text-sm font-medium text-fg-muted">{title}</h3>
      <p className="text-3xl font-semibold text-fg" aria-live="polite">
        {q.isPending ? <Spinner label={t("loading")} /> : q.isError ? <span className="text-base font-normal text-fg-muted">{t("unavailable")}</span> : q.data.pagination.total}
      </p>
      <Link href={href} className="mt-1 rounded text-sm text-link hover:underline focus-visible:outline-2 focus-visible:outline-focus">
        {t("open", { list: title })}
      </Link>
    </Card>
  );
}

export function DashboardCounts({ roleId }: { roleId: number }) {
  const t = useTranslations("dashboard.counts");
  const tn = useTranslations("shell.nav");
  const cards = navFor(roleId).flatMap((e) => {
    const label = COUNTED[e.key] ? cardLabel(roleId, e.key) : null;
    return label ? [{ ...e, title: label.scope === "nav" ? tn(label.key as NavKey) : t(label.key) }] : [];
  });
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-counts">
      <h2 id="dashboard-counts" className="mb-3 text-lg font-semibold text-fg">
        {t("title")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((e) => (
          <CountCard key={e.key} title={e.title} href={e.href} path={COUNTED[e.key] as string} />
        ))}
      </div>
    </section>
  );
}
