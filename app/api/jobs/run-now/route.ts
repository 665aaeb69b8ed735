// POST /api/jobs/run-now — run a scheduled job (deadline scan, digest, clean-up, e-mail sweep) now instead of at its time (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { runJobNowBody } from "@/lib/modules/platform/contract";
import { runJobNow } from "@/lib/modules/platform/jobs-admin";

export const POST = defineRoute({
  auth: "user",
  permission: "jobs.admin",
  body: runJobNowBody,
  handler: async (ctx) => {
    const data = await runJobNow(ctx, ctx.body);
    return { data, message: data.queued ? "Job queued" : "A run of this job is already waiting" };
  },
});
