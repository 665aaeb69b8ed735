"use client";
// /app/basic-settings and /app/basic-configuration: the firm profile for roles 1, 2 and 3 (titled
// "Settings" for role 1), the company profile for a petitioner (role 50), "not allowed" for the rest.
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/ui/page-header";
import { ROLE } from "@/lib/shared/constants/roles";
import type { Viewer } from "@/lib/shared/viewer";
import { NotAllowed } from "@/components/ui/screen-states";
import { CompanyProfile } from "./company-profile";
import { FirmSettings } from "./firm-settings";
import { settingsTitleKey } from "./settings-title";
import { can } from "@/lib/shared/permissions";

export function SettingsScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("settings");
  const title = t(settingsTitleKey(viewer.roleId));
  if (viewer.roleId === ROLE.PETITIONER) {
    return (
      <>
        <PageHeader title={title} description={t("company.description")} />
        <CompanyProfile viewer={viewer} />
      </>
    );
  }
  if (!can(viewer, "settings.view")) {
    return <NotAllowed title={title} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return (
    <>
      <PageHeader title={title} description={t("firm.description")} />
      <FirmSettings viewer={viewer} />
    </>
  );
}
