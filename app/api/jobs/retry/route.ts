// POST /api/jobs/retry — put a failed job back in its queue (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { retryJobBody } from "@/lib/modules/platform/contract";
import { retryJob } from "@/lib/modules/platform/jobs-admin";

export const POST = defineRoute({
  auth: "user",
  permission: "jobs.admin",
  body: retryJobBody,
  handler: async (ctx) => {
    await retryJob(ctx, ctx.body);
    return { data: { retried: true }, message: "Job queued again" };
  },
});
