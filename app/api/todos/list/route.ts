// POST /api/todos/list — the caller's to-dos: reminders assigned to them (open unless filtered), by due date, paginated
import { defineRoute } from "@/lib/server/http/define-route";
import { todoListBody } from "@/lib/modules/reminders/contract";
import { listTodos } from "@/lib/modules/reminders/list-reminders";

export const POST = defineRoute({
  auth: "user",
  permission: "task.list",
  body: todoListBody,
  handler: async (ctx) => {
    const { rows, total } = await listTodos(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
