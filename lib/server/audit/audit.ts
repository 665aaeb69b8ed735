// Append-only audit entries: who, tenant, what, before/after, when, IP.
import "server-only";
import { auditLog } from "@/db/schema/platform";
import type { Executor } from "@/lib/server/db/client";

type AuditEntry = {
  tenantId: string | null;
  actorUserId: string | null;
  actorRoleId?: number | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

const SECRET_KEYS = /password|token|secret/i;

/** Never store secrets in the audit trail. */
function redact(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEYS.test(k) ? "[redacted]" : redact(v)]),
  );
}

export async function writeAudit(db: Executor, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: e.tenantId,
    actorUserId: e.actorUserId,
    actorRoleId: e.actorRoleId ?? null,
    action: e.action,
    entityType: e.entityType,
    entityId: e.entityId ?? null,
    before: redact(e.before),
    after: redact(e.after),
    ip: e.ip ?? null,
  });
}
