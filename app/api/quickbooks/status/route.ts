// POST /api/quickbooks/status — the firm's QuickBooks connection (company, realm, last sync, errors), settings, counts, and how to set the app up when it is not
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/quickbooks/contract";
import { quickbooksStatus } from "@/lib/modules/quickbooks/connect";

export const POST = defineRoute({
  auth: "user",
  permission: "quickbooks.read",
  body: emptyBody,
  handler: async (ctx) => ({ data: await quickbooksStatus(ctx) }),
});
