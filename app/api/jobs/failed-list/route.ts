// POST /api/jobs/failed-list — the jobs that failed after their last retry, newest first (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { failedJobsBody } from "@/lib/modules/platform/contract";
import { listFailedJobs } from "@/lib/modules/platform/jobs-admin";

export const POST = defineRoute({
  auth: "user",
  permission: "jobs.admin",
  body: failedJobsBody,
  handler: async (ctx) => {
    const { rows, total } = await listFailedJobs(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
