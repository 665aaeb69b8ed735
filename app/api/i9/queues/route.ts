// POST /api/i9/queues — how many Forms I-9 within the caller's reach wait in each work queue (Section 2 due, receipt due, reverification due, SSN applied for, E-Verify open, possible duplicate SSN, late log); the rows are /api/i9/list with queue
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { i9QueueCounts } from "@/lib/modules/i9/records";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: z.object({}),
  handler: async (ctx) => ({ data: await i9QueueCounts(ctx) }),
});
