// POST /api/jobs/queues — every queue of the job runner with its queued, active, failed and completed counts (platform admin)
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { listQueues } from "@/lib/modules/platform/jobs-admin";

export const POST = defineRoute({
  auth: "user",
  permission: "jobs.admin",
  body: z.object({}),
  handler: async (ctx) => ({ data: await listQueues(ctx) }),
});
