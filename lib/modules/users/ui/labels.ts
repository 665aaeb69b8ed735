// Translated role and status names, and the role options a signed-in manager may offer.
import { useTranslations } from "next-intl";
import { STAFF_ROLES } from "@/lib/shared/constants/roles";
import type { SelectOption } from "@/components/ui/select-field";
import type { BadgeTone } from "@/components/ui/badge";
import { USER_STATUS } from "../contract";
import { canGrantRole } from "../policy";

const USER_STATUS_IDS = [USER_STATUS.ACTIVE, USER_STATUS.INACTIVE, USER_STATUS.PENDING] as const;

export function statusTone(statusId: number): BadgeTone {
  if (statusId === USER_STATUS.ACTIVE) return "success";
  if (statusId === USER_STATUS.PENDING) return "warning";
  return "neutral";
}

/** `roleLabel(3)` → "Admin", `statusLabel(1)` → "Active" in the current language. */
export function useUserLabels() {
  const t = useTranslations("users");
  const roleLabel = (roleId: number) => (t.has(`roles.${roleId}`) ? t(`roles.${roleId}`) : t("roles.other", { id: roleId }));
  const statusLabel = (statusId: number) =>
    t.has(`statuses.${statusId}`) ? t(`statuses.${statusId}`) : t("statuses.other", { id: statusId });
  const staffRoleOptions: SelectOption[] = STAFF_ROLES.map((r) => ({ value: String(r), label: roleLabel(r) }));
  const statusOptions: SelectOption[] = USER_STATUS_IDS.map((s) => ({ value: String(s), label: statusLabel(s) }));
  /** Roles the viewer may grant, plus `current` so an existing user's role always shows. */
  const grantableRoleOptions = (viewerRoleId: number, current?: number): SelectOption[] =>
    STAFF_ROLES.filter((r) => canGrantRole(viewerRoleId, r) || r === current).map((r) => ({ value: String(r), label: roleLabel(r) }));
  return { roleLabel, statusLabel, staffRoleOptions, statusOptions, grantableRoleOptions };
}
