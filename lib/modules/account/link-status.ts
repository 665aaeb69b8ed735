// Whether an e-mailed link can still be used, checked when its page opens (without using it up), so a
// used, expired or mistyped link shows the "request a new one" page instead of a form that cannot work.
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { peekToken, type OneTimeToken, type TokenPurpose } from "@/lib/server/auth/one-time-token";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { AppError } from "@/lib/server/errors";
import { TENANT_STATUS } from "@/lib/modules/tenants/contract";
import type { PasswordLinkKind } from "./contract";

type LinkStatus = "valid" | "invalid" | "firmActive";

/** Token purposes each screen accepts, in the order the API tries them (lib/modules/auth/activate.ts). */
const PURPOSES: Record<PasswordLinkKind, TokenPurpose[]> = {
  reset: ["password_reset"],
  set: ["invitation", "activation"],
  activate: ["invitation", "activation"],
  invite: ["invitation", "activation"],
  firm: ["tenant_activation"],
};

const MAX_TOKEN_LENGTH = 200;

async function peekAny(raw: string, purposes: TokenPurpose[]): Promise<OneTimeToken | null> {
  const db = await getDb();
  for (const purpose of purposes) {
    try {
      return await peekToken(db, raw, purpose);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
  }
  return null;
}

export async function passwordLinkStatus(kind: PasswordLinkKind, token: string, tenant: TenantRow): Promise<LinkStatus> {
  if (kind === "firm" && tenant.statusId !== TENANT_STATUS.PENDING) return "firmActive";
  if (!token || token.length > MAX_TOKEN_LENGTH) return "invalid";
  const row = await peekAny(token, PURPOSES[kind]);
  if (!row) return "invalid";
  // Activation links may be issued without a firm (they then work on any firm the user belongs to).
  const firmFree = (kind === "set" || kind === "activate" || kind === "invite") && row.tenantId === null;
  if (!firmFree && row.tenantId !== tenant.id) return "invalid";
  if (kind !== "firm" && !row.userId) return "invalid";
  return "valid";
}
