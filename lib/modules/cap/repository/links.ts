// Drizzle queries of the cap registration links (cap_registration_links, owned by this module). Scoped by
// tenantId; a token is found by its hash within the firm of the host.
import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { capRegistrationLinks, type CapRegistrationLinkRow } from "@/db/schema/cap";
import type { Executor } from "@/lib/server/db/client";

export type { CapRegistrationLinkRow };

export async function insertCapLink(tx: Executor, values: typeof capRegistrationLinks.$inferInsert): Promise<CapRegistrationLinkRow> {
  const [row] = await tx.insert(capRegistrationLinks).values(values).returning();
  return row;
}

/** Ends the open links of a registration for a scope (a new link replaces them). */
export async function expireOpenCapLinks(tx: Executor, tenantId: string, registrationId: string, scope: string, now: Date): Promise<void> {
  await tx
    .update(capRegistrationLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(capRegistrationLinks.tenantId, tenantId),
        eq(capRegistrationLinks.registrationId, registrationId),
        eq(capRegistrationLinks.scope, scope),
        isNull(capRegistrationLinks.submittedAt),
        gt(capRegistrationLinks.expiresAt, now),
      ),
    );
}

export async function findCapLinkByHash(db: Executor, tenantId: string, tokenHash: string, opts: { forUpdate?: boolean } = {}): Promise<CapRegistrationLinkRow | null> {
  const q = db
    .select()
    .from(capRegistrationLinks)
    .where(and(eq(capRegistrationLinks.tenantId, tenantId), eq(capRegistrationLinks.tokenHash, tokenHash)))
    .limit(1);
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function markCapLinkSubmitted(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(capRegistrationLinks).set({ submittedAt: at }).where(eq(capRegistrationLinks.id, id));
}
