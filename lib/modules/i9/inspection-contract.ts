// POST /api/i9/inspection-package: one employer's Forms I-9 as one ZIP for an inspection (inspection.ts).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";

export const inspectionPackageBody = z.object({ employer: z.union([v.uuid("Employer"), z.literal("firm")], { error: MSG.required("Employer") }) });
export type InspectionPackageBody = z.output<typeof inspectionPackageBody>;
