"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { breadcrumbFor, DASHBOARD_PATH, type Crumb } from "@/lib/shared/navigation";
import { StarButton } from "./starred-pages";

/** The label of a crumb (translated section, or the page's own words). */
function useCrumbLabel() {
  const t = useTranslations("shell.nav");
  return (c: Crumb) => ("key" in c ? t(c.key) : c.label);
}

/** Home link, the section of the current page, and the star toggle of the page. */
export function Breadcrumb({ roleId }: { roleId: number }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const label = useCrumbLabel();
  const crumbs = breadcrumbFor(roleId, pathname);
  const title = crumbs.length ? label(crumbs[crumbs.length - 1]) : t("nav.dashboard");
  return (
    <div className="flex items-center justify-between gap-2 px-6 pt-4">
      <nav aria-label={t("breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-fg-muted">
          <li>
            <Link href={DASHBOARD_PATH} className="rounded text-link hover:underline focus-visible:outline-2 focus-visible:outline-focus">
              {t("home")}
            </Link>
          </li>
          {crumbs.map((c, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={i} className="flex items-center gap-1">
                <span aria-hidden="true">/</span>
                {c.href && !last ? (
                  <Link href={c.href} className="rounded text-link hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                    {label(c)}
                  </Link>
                ) : (
                  <span aria-current={last ? "page" : undefined}>{label(c)}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <StarButton title={title} />
    </div>
  );
}
