// What the navigation rules need after login (spec section 2: roles 3, 4, 12, 50 and 51 load card and plan
// details): whether the caller's subscriber (the firm, or a petitioner's company) has a plan and a payment
// method, and its products. Read by lib/modules/auth/session-user.ts.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import { BILLING_ROLES, ROLE } from "@/lib/shared/constants/roles";
import { billingFacts } from "./repository";

export type BillingState = { hasPlan: boolean; hasPaymentMethod: boolean; products: string[] };

/** Null for the roles that do not load billing details. */
export async function billingStateOf(db: Executor, a: { tenantId: string; roleId: number; companyId: string | null }): Promise<BillingState | null> {
  if (!BILLING_ROLES.includes(a.roleId)) return null;
  return billingFacts(db, a.tenantId, a.roleId === ROLE.PETITIONER ? a.companyId : null);
}
