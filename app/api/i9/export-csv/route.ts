// POST /api/i9/export-csv — the I-9 list's whole filtered result as CSV (text/csv, up to 10,000 forms, in the list's order)
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { i9ListBody } from "@/lib/modules/i9/contract";
import { i9ListCsv } from "@/lib/modules/i9/records";

export const POST = defineFileRoute({
  permission: "i9.read",
  body: i9ListBody,
  handler: async (ctx) => {
    const { fileName, bytes } = await i9ListCsv(ctx, ctx.body);
    return { fileName, mimetype: "text/csv; charset=utf-8", bytes };
  },
});
