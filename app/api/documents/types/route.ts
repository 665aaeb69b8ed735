// POST /api/documents/types — the document-type catalogue (key, label, group), optionally filtered by search
import { defineRoute } from "@/lib/server/http/define-route";
import { docTypesBody } from "@/lib/modules/documents/contract";
import { listDocTypes } from "@/lib/modules/documents/checklists";

export const POST = defineRoute({
  auth: "user",
  body: docTypesBody,
  handler: async (ctx) => ({ data: listDocTypes(ctx.body.search) }),
});
