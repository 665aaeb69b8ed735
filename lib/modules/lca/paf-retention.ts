// The daily retention review of public access files (part of the "lca.daily" job): a PAF past its
// retention date (domain rule 9) and not on legal hold is marked due for purge and the firm's admins and
// LCA managers are told once; when the firm turned automatic purge on, it is purged at once (the
// certificate names no person). Nothing but the PAF's uploaded files is ever deleted.
import "server-only";
import { notify } from "@/lib/modules/notifications/notify";
import type { Db } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { deleteStoredFiles, purgeInTx, retentionOf } from "./paf";
import { activeMemberIdsInRoles, autoPurgeOn, markDueForPurge, pafsToReview, workerDatesOf } from "./repository/paf";

export async function reviewPafRetention(db: Db, today: string): Promise<{ due: number; purged: number }> {
  const candidates = await pafsToReview(db);
  const workers = await workerDatesOf(db, candidates.map((l) => l.id));
  let due = 0;
  let purged = 0;
  for (const l of candidates) {
    const ret = retentionOf(l, workers.get(l.id) ?? []);
    if (l.legalHold || !ret.purgeableFrom || today < ret.purgeableFrom) continue;
    const keys = await db.transaction(async (tx) => {
      if (await markDueForPurge(tx, l.tenantId, l.id)) {
        due++;
        await notify(tx, {
          tenantId: l.tenantId,
          actorUserId: null,
          recipients: await activeMemberIdsInRoles(tx, l.tenantId, [ROLE.ADMIN, ROLE.LCA_MANAGER]),
          kind: "paf.due-for-purge",
          params: { lcaNumber: l.lcaNumber, date: ret.retainUntil },
          link: `/app/lca-details/${l.id}`,
        });
      }
      if (!(await autoPurgeOn(tx, l.tenantId))) return [];
      purged++;
      return purgeInTx(tx, l, { userId: null, name: null, roleId: null, ip: null }, { retainUntil: ret.retainUntil!, basis: ret.basis! });
    });
    await deleteStoredFiles(keys);
  }
  return { due, purged };
}
