// POST /api/i9/verifiers-list — the firm's remote verifiers (authorized representatives), searchable by name, e-mail or organization { page, perpage, search, sortBy, sortOrder, filter: { matcher: { status } } }
import { defineRoute } from "@/lib/server/http/define-route";
import { verifierListBody } from "@/lib/modules/i9/verifier-contract";
import { listVerifiers } from "@/lib/modules/i9/verifiers";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: verifierListBody,
  handler: async (ctx) => {
    const { rows, total } = await listVerifiers(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
