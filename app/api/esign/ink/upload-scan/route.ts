// POST /api/esign/ink/upload-scan — the scan of the ink-signed pages (multipart PDF `file`, checked against the packet's pages), kept as a scanned copy of the case { id }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { inkUploadFields } from "@/lib/modules/esign/ink/contract";
import { SIGNED_SCAN_FILE, uploadSignedScan } from "@/lib/modules/esign/ink/service";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "esign.ink-upload",
  fields: inkUploadFields,
  accept: SIGNED_SCAN_FILE,
  handler: async (ctx) => ({ data: await uploadSignedScan(ctx, ctx.body.id, ctx.files[0]), message: "Signed pages saved" }),
});
