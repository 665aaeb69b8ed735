// E-Verify tracking (issue 12 section 2), recorded by hand: the product has no access to the federal API, so
// the employer's representative copies the case number, the result and the dates from E-Verify.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, v } from "@/lib/shared/validation/zod";

/** E-Verify's case results, as its case details name them. */
export const EVERIFY_STATUSES = ["open", "employment_authorized", "tentative_nonconfirmation", "referred", "final_nonconfirmation", "closed"] as const;
export type EverifyStatus = (typeof EVERIFY_STATUSES)[number];
/** The results that still need the employer (the "E-Verify open" work queue). */
export const EVERIFY_OPEN_STATUSES: readonly EverifyStatus[] = ["open", "tentative_nonconfirmation", "referred"];

/** POST /api/i9/everify-save: the E-Verify case of a completed I-9. */
export const everifySaveBody = z
  .object({
    id: v.uuid("I-9"),
    caseNumber: z
      .string({ error: MSG.required("E-Verify Case Number") })
      .trim()
      .transform((s) => s.replace(/[\s-]/g, "").toUpperCase())
      .pipe(z.string().regex(/^[0-9A-Z]{8,20}$/, { error: "Enter the E-Verify case number as E-Verify shows it (8 to 20 letters and digits)" })),
    status: z.enum(EVERIFY_STATUSES, { error: MSG.invalid("Case Result") }),
    openedOn: v.usDate("Date Opened"),
    closedOn: clearable(v.usDate("Date Closed")),
    notes: clearable(v.requiredString("Notes", 500)),
  })
  .superRefine((b, ctx) => {
    if (b.status === "closed" && !b.closedOn) ctx.addIssue({ code: "custom", path: ["closedOn"], message: MSG.required("Date Closed") });
    if (b.closedOn && b.closedOn < b.openedOn) ctx.addIssue({ code: "custom", path: ["closedOn"], message: "The case cannot close before it was opened" });
  });
export type EverifySaveBody = z.output<typeof everifySaveBody>;
export type EverifySaveInput = z.input<typeof everifySaveBody>;

export type EverifyDto = { caseNumber: string; status: EverifyStatus; openedOn: string; closedOn: string | null; notes: string | null; updatedAt: string; updatedByName: string | null };
