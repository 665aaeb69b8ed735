// A role's name in the reader's language, by role id (messages common.roles). ROLE_NAMES
// (lib/shared/constants/roles.ts) stays the English name for the API, e-mails and logs; screens show
// this one.
import { useTranslations } from "next-intl";

export function useRoleName(): (roleId: number) => string {
  const t = useTranslations("common.roles");
  return (roleId: number) => (t.has(String(roleId)) ? t(String(roleId)) : t("other", { id: roleId }));
}
