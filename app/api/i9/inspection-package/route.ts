// POST /api/i9/inspection-package — one employer's Forms I-9 for an inspection as one ZIP: index and late log (CSV), each form as the official PDF, each record's audit trail { employer: id | "firm" }
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { inspectionPackageBody } from "@/lib/modules/i9/inspection-contract";
import { inspectionPackage } from "@/lib/modules/i9/inspection";

export const POST = defineFileRoute({
  permission: "i9.sensitive",
  body: inspectionPackageBody,
  handler: async (ctx) => ({ ...(await inspectionPackage(ctx, ctx.body)), mimetype: "application/zip" }),
});
