// Requests and answers of the platform admin's Background jobs page.
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";

export const failedJobsBody = listRequest(["failedAt"] as const, z.object({}));
export type FailedJobsBody = z.infer<typeof failedJobsBody>;

export const retryJobBody = z.object({
  name: z.string().trim().min(1).max(100),
  id: z.uuid(),
});
export type RetryJobBody = z.infer<typeof retryJobBody>;

/** Run a scheduled queue now (the deadline scan, the digest, the clean-up) instead of waiting for its time. */
export const runJobNowBody = z.object({ name: z.string().trim().min(1).max(100) });
export type RunJobNowBody = z.infer<typeof runJobNowBody>;

/** `scheduled`: the queue runs on a clock and may be run now. */
export type QueueCountsDto = { name: string; queued: number; active: number; failed: number; completed: number; scheduled: boolean };
export type FailedJobDto = { id: string; name: string; error: string | null; retryCount: number; createdAt: string; failedAt: string | null };
