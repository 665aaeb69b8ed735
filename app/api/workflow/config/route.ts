// POST /api/workflow/config — the firm's workflow configuration of a variant { variant?: petition | rfe } (the defaults until the firm saves one)
import { defineRoute } from "@/lib/server/http/define-route";
import { getConfig } from "@/lib/modules/workflow/config";
import { configBody } from "@/lib/modules/workflow/contract";

export const POST = defineRoute({
  auth: "user",
  permission: "workflow.read",
  body: configBody,
  handler: async (ctx) => ({ data: await getConfig(ctx.db, ctx.actor.tenantId, ctx.body) }),
});
