// POST /api/support-tickets/triage-settings — the firm's triage roles: who is told of a new ticket from a client and sees the unassigned ones in the dashboard
import { defineRoute } from "@/lib/server/http/define-route";
import { triageSettingsBody } from "@/lib/modules/tickets/contract";
import { triageSettings } from "@/lib/modules/tickets/triage";

export const POST = defineRoute({
  auth: "user",
  permission: "ticket.settings",
  body: triageSettingsBody,
  handler: async (ctx) => ({ data: await triageSettings(ctx, ctx.body) }),
});
