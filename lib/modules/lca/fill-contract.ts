// Request schemas and answer shapes of the LCA fill link (spec route fill-lca-anonymous-user): the firm
// sends a token link (/api/lca/send-fill-link) and the employer's contact gives the job, wage and worksite
// details without signing in (/api/lca-fill/details, /api/lca-fill/submit with Authorization: Bearer).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, v } from "@/lib/shared/validation/zod";
import { WAGE_UNITS, type VisaClass } from "./constants";
import { worksiteInput, type LcaDto } from "./contract";

/** Days a fill link works. */
export const LCA_FILL_TTL_DAYS = 14;
export const LCA_FILL_PATH = "/app/fill-lca-anonymous-user";
export const LCA_FILL_SUBMITTED_MESSAGE = "These LCA details were already sent";
export const LCA_FILL_EXPIRED_MESSAGE = "This link has expired. Please ask your law firm for a new one";

/** POST /api/lca/send-fill-link: `email` defaults to the employer's primary contact, else the employer's e-mail. */
export const sendFillLinkBody = z.object({ lcaId: v.uuid("LCA"), email: v.optionalEmail() });
export type SendFillLinkBody = z.output<typeof sendFillLinkBody>;
export type SendFillLinkResult = { sentTo: string; expiresAt: string };

const MAX_WAGE_CENTS = 100_000_000_00;

/** POST /api/lca-fill/submit: what the employer gives (all of the position and at least one worksite). */
export const fillLcaBody = z
  .object({
    jobTitle: v.requiredString("Job Title", 200),
    socCode: clearable(v.socCode()),
    socTitle: clearable(v.requiredString("Occupation", 200)),
    fullTime: z.boolean({ error: MSG.invalid("Full Time") }),
    beginDate: v.usDate("Begin Date"),
    endDate: v.usDate("End Date"),
    workers: v.int("Workers", { min: 1, max: 10_000 }),
    wageFromCents: v.int("Wage From", { min: 1, max: MAX_WAGE_CENTS }),
    wageToCents: clearable(v.int("Wage To", { min: 0, max: MAX_WAGE_CENTS })),
    wageUnit: z.enum(WAGE_UNITS, { error: MSG.required("Wage Unit") }),
    worksites: z.array(worksiteInput).min(1, { error: MSG.required("Worksite") }).max(50, { error: MSG.max(50) }),
  })
  .superRefine((b, ctx) => {
    if (b.endDate < b.beginDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: MSG.invalid("End Date") });
    if (b.wageToCents != null && b.wageToCents < b.wageFromCents) ctx.addIssue({ code: "custom", path: ["wageToCents"], message: MSG.invalid("Wage To") });
  });
export type FillLcaBody = z.output<typeof fillLcaBody>;

/** POST /api/lca-fill/details: the LCA as the link shows it, with what is already known prefilled. */
export type LcaFillDetails = {
  lcaNumber: string;
  firmName: string;
  employerName: string | null;
  visaClass: VisaClass;
  expiresAt: string;
  values: Pick<LcaDto, "jobTitle" | "socCode" | "socTitle" | "fullTime" | "beginDate" | "endDate" | "workers" | "wageFromCents" | "wageToCents" | "wageUnit" | "worksites">;
};
