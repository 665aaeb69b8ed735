// POST /api/support-tickets/save-triage-settings — choose the firm's triage roles (at least one role of the staff who handle tickets)
import { defineRoute } from "@/lib/server/http/define-route";
import { saveTriageSettingsBody } from "@/lib/modules/tickets/contract";
import { saveTriageSettings } from "@/lib/modules/tickets/triage";

export const POST = defineRoute({
  auth: "user",
  permission: "ticket.settings",
  body: saveTriageSettingsBody,
  handler: async (ctx) => ({ data: await saveTriageSettings(ctx, ctx.body), message: "Triage roles saved" }),
});
