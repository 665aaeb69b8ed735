// "Delete my profile": the user asks for deletion (password confirmed) and may revert it within the
// grace period. Nothing is deleted here: the account keeps working and shows a banner until an
// administrator deletes it after DELETION_GRACE_DAYS (README).
import "server-only";
import { verifyPassword } from "@/lib/server/auth/crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { DELETION_GRACE_DAYS, WRONG_PASSWORD, type DeleteProfileRequestBody } from "./contract";
import { link } from "./context";
import { deletionRequestedMail, deletionRevertedMail } from "./emails";
import { findUserById, updateUser } from "@/lib/server/auth/identity";
import type { ActorContext } from "@/lib/server/context";

export type DeletionState = { deletionRequestedAt: string | null; deletionScheduledFor: string | null };

/** The day (YYYY-MM-DD, UTC) from which the account may be deleted. */
export function deletionDate(requestedAt: Date): string {
  return new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * 86_400_000).toISOString().slice(0, 10);
}

export function deletionState(requestedAt: Date | null): DeletionState {
  return requestedAt
    ? { deletionRequestedAt: requestedAt.toISOString(), deletionScheduledFor: deletionDate(requestedAt) }
    : { deletionRequestedAt: null, deletionScheduledFor: null };
}

export async function requestProfileDeletion(ctx: ActorContext, body: DeleteProfileRequestBody): Promise<DeletionState> {
  const { actor } = ctx;
  await rateLimit(ctx.db, `delete-profile:${actor.userId}`, 10, 15 * 60_000);
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw fail.unauthenticated();
  if (!(await verifyPassword(user.passwordHash, body.password))) throw fail.validation({ password: WRONG_PASSWORD });
  if (user.deletionRequestedAt) throw fail.conflict("You have already asked for your profile to be deleted");
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { deletionRequestedAt: now });
    const mail = deletionRequestedMail({ tenantName: ctx.tenant.name, name: user.name, scheduledFor: deletionDate(now), link: link(ctx, "/app/profile") });
    await enqueueMail(tx, { tenantId: ctx.tenant.id, to: user.email, ...mail });
    await writeAudit(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: user.id,
      actorRoleId: actor.roleId,
      action: "user.deletion_requested",
      entityType: "user",
      entityId: user.id,
      before: { deletionRequestedAt: null },
      after: { deletionRequestedAt: now, deletionScheduledFor: deletionDate(now) },
      ip: ctx.ip,
    });
  });
  kickOutbox(ctx.db);
  return deletionState(now);
}

export async function revertProfileDeletion(ctx: ActorContext): Promise<DeletionState> {
  const { actor } = ctx;
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw fail.unauthenticated();
  if (!user.deletionRequestedAt) throw fail.conflict("There is no deletion request to cancel");
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { deletionRequestedAt: null });
    const mail = deletionRevertedMail({ tenantName: ctx.tenant.name, name: user.name, link: link(ctx, "/app/profile") });
    await enqueueMail(tx, { tenantId: ctx.tenant.id, to: user.email, ...mail });
    await writeAudit(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: user.id,
      actorRoleId: actor.roleId,
      action: "user.deletion_reverted",
      entityType: "user",
      entityId: user.id,
      before: { deletionRequestedAt: user.deletionRequestedAt },
      after: { deletionRequestedAt: null },
      ip: ctx.ip,
    });
  });
  kickOutbox(ctx.db);
  return deletionState(null);
}
