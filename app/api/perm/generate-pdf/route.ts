// POST /api/perm/generate-pdf — the PERM case as a PDF (application/pdf): the case, the PWD, filing, audit, decision and the recruitment record { petitionId }
import { permOfCaseBody } from "@/lib/modules/perm/perm-contract";
import { permPdf } from "@/lib/modules/perm/perm-pdf";
import { defineFileRoute } from "@/lib/server/http/define-file-route";

export const POST = defineFileRoute({
  permission: "perm.read",
  body: permOfCaseBody,
  handler: async (ctx) => ({ ...(await permPdf(ctx, ctx.body.petitionId)), mimetype: "application/pdf" }),
});
