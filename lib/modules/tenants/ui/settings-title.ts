// The settings page is titled "Settings" for role 1 and "Company Settings" otherwise (spec section 2);
// a plain module so the server page (metadata) and the client screen share it.
import { ROLE } from "@/lib/shared/constants/roles";

export function settingsTitleKey(roleId: number): "titleSettings" | "titleCompanySettings" {
  return roleId === ROLE.PLATFORM_ADMIN ? "titleSettings" : "titleCompanySettings";
}
