// The firm profile as the API answers it: spec section 3 tenantDetails plus the profile fields.
import "server-only";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { tenantChecklist, tenantDetails } from "@/lib/modules/auth/session-user";
import { TENANT_STATUS_NAMES, TENANT_TYPE_NAMES } from "./contract";

export function toTenantDto(t: TenantRow) {
  return {
    ...tenantDetails(t),
    statusId: t.statusId,
    statusName: TENANT_STATUS_NAMES[t.statusId] ?? `Status ${t.statusId}`,
    typeName: TENANT_TYPE_NAMES[t.typeId] ?? `Type ${t.typeId}`,
    website: t.website,
    address: t.address ?? null,
    checklist: tenantChecklist(t),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export type TenantDto = ReturnType<typeof toTenantDto>;
