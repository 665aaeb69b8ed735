// The platform admin's view of the job runner: queue counts, failed jobs, retry (audited).
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { writeAudit } from "@/lib/server/audit/audit";
import { failedJobs, queueCounts, retryFailedJob, runScheduledNow } from "@/lib/server/jobs/admin";
import type { FailedJobDto, FailedJobsBody, QueueCountsDto, RetryJobBody, RunJobNowBody } from "./contract";

export function listQueues(ctx: ActorContext): Promise<QueueCountsDto[]> {
  return queueCounts(ctx.db);
}

export function listFailedJobs(ctx: ActorContext, body: FailedJobsBody): Promise<{ rows: FailedJobDto[]; total: number }> {
  return failedJobs(ctx.db, body.page, body.perpage, body.sortOrder);
}

export async function retryJob(ctx: ActorContext, body: RetryJobBody): Promise<void> {
  await retryFailedJob(ctx.db, body.name, body.id);
  await writeAudit(ctx.db, {
    tenantId: ctx.tenant.id,
    actorUserId: ctx.actor.userId,
    actorRoleId: ctx.actor.roleId,
    action: "job.retry",
    entityType: "job",
    entityId: body.id,
    after: { name: body.name },
    ip: ctx.ip,
  });
}

/** Run a scheduled queue now; `queued` is false when a run of it is already waiting (the queue keeps one). */
export async function runJobNow(ctx: ActorContext, body: RunJobNowBody): Promise<{ queued: boolean }> {
  const id = await runScheduledNow(ctx.db, body.name);
  await writeAudit(ctx.db, {
    tenantId: ctx.tenant.id,
    actorUserId: ctx.actor.userId,
    actorRoleId: ctx.actor.roleId,
    action: "job.run_now",
    entityType: "job",
    entityId: id,
    after: { name: body.name },
    ip: ctx.ip,
  });
  return { queued: id !== null };
}
