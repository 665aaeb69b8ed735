// POST /api/gc-petition/pdf-form-version-list — the filled USCIS forms of a green-card case with every version (edition, who, when, flattened, generated or completed by hand) { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { gcFormsBody } from "@/lib/modules/uscis-forms/contract";
import { gcFormVersions } from "@/lib/modules/uscis-forms/versions";

export const POST = defineRoute({
  auth: "user",
  permission: "document.read",
  body: gcFormsBody,
  handler: async (ctx) => ({ data: await gcFormVersions(ctx, ctx.body.id) }),
});
