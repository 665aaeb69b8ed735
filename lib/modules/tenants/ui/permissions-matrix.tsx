"use client";
// The tenant permission entries of spec section 6 as a role × permission grid of checkboxes.
// Form paths are `perm.r<roleId>.<PERMISSION>` (a numeric path segment would make react-hook-form build an array).
import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { PERMISSIONS, type Permission } from "@/lib/shared/constants/roles";
import { effectivePermissions, GOVERNED_ROLES } from "@/lib/shared/permissions";
import { useUserLabels } from "@/lib/modules/users/ui";
import { ScrollBox } from "@/components/ui/scroll-box";

/** The roles whose permissions the firm sets: its staff (admins to LCA managers) and petitioners (lib/shared/permissions.ts). */
const PERMISSION_ROLES = GOVERNED_ROLES;

export type PermissionGrid = Record<string, Record<Permission, boolean>>;

const rowKey = (roleId: number) => `r${roleId}`;

/** Stored map { "50": ["CASE_CREATE"] } → grid of booleans for the shown roles; a role without a key shows the entries it has by default. */
export function toPermissionGrid(map: Record<string, string[]> | null | undefined): PermissionGrid {
  const grid: PermissionGrid = {};
  for (const roleId of PERMISSION_ROLES) {
    const granted = new Set<string>(effectivePermissions(map, roleId));
    grid[rowKey(roleId)] = Object.fromEntries(PERMISSIONS.map((p) => [p, granted.has(p)])) as Record<Permission, boolean>;
  }
  return grid;
}

/** Grid → stored map; roles not shown in the grid keep their stored entries. */
export function fromPermissionGrid(grid: PermissionGrid, stored: Record<string, string[]> | null | undefined): Record<string, Permission[]> {
  const map: Record<string, Permission[]> = {};
  for (const [role, list] of Object.entries(stored ?? {})) {
    if (!PERMISSION_ROLES.includes(Number(role))) map[role] = list.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p));
  }
  for (const roleId of PERMISSION_ROLES) {
    const row = grid[rowKey(roleId)];
    map[String(roleId)] = PERMISSIONS.filter((p) => row?.[p]);
  }
  return map;
}

export function PermissionsMatrix() {
  const t = useTranslations("settings.permissions");
  const { roleLabel } = useUserLabels();
  return (
    <ScrollBox label={t("caption")} className="rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="border-b border-border bg-surface-muted text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("role")}
            </th>
            {PERMISSIONS.map((p) => (
              <th key={p} scope="col" className="px-3 py-2 text-center font-semibold">
                <span className="block">{t(`names.${p}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {PERMISSION_ROLES.map((roleId) => (
            <tr key={roleId}>
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-fg">
                {roleLabel(roleId)}
              </th>
              {PERMISSIONS.map((p) => (
                <td key={p} className="px-3 py-2">
                  <div className="flex justify-center">
                    <Checkbox
                      name={`perm.${rowKey(roleId)}.${p}`}
                      label={<span className="sr-only">{t("cellLabel", { permission: t(`names.${p}`), role: roleLabel(roleId) })}</span>}
                    />
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
