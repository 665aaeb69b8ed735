// POST /api/i9/purged-list — the purge certificates of the Forms I-9 within the caller's reach (employee, employer, dates, retention basis, when and by whom), paginated
import { defineRoute } from "@/lib/server/http/define-route";
import { purgedI9ListBody } from "@/lib/modules/i9/retention-contract";
import { purgedI9s } from "@/lib/modules/i9/retention";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: purgedI9ListBody,
  handler: async (ctx) => {
    const { rows, total } = await purgedI9s(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
