// POST /api/form-letter/list — the firm's letter templates: search by name, kind and language filters, sorts (name, updated, kind), pages
import { defineRoute } from "@/lib/server/http/define-route";
import { letterListBody } from "@/lib/modules/letters/contract";
import { listLetters } from "@/lib/modules/letters/letters";

export const POST = defineRoute({
  auth: "user",
  permission: "letter.read",
  body: letterListBody,
  handler: async (ctx) => {
    const { rows, total } = await listLetters(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
