// Requests and answers of the filing-fee calls (spec section 7: petition/filing-fees, rfepetition/filing-fees).
import { z } from "zod";
import { v } from "@/lib/shared/validation/zod";
import { MSG } from "@/lib/shared/validation/messages";
import { CASE_KINDS, type FeeFacts } from "./facts";
import type { FeeResult } from "./fees-for";

const flag = z.boolean({ error: MSG.invalid("Value") });
const nullableFlag = flag.nullable();

/** Facts the firm enters or corrects for this computation (each optional; null clears a yes/no it does not know). */
export const feeFactsOverrides = z.object({
  kind: z.enum(CASE_KINDS, { error: MSG.invalid("Case kind") }).optional(),
  employeeCount: v.optionalInt("Employees", { min: 0, max: 10_000_000 }),
  nonprofit: flag.optional(),
  acwiaExempt: flag.optional(),
  fiftyFifty: nullableFlag.optional(),
  premiumProcessing: flag.optional(),
  beneficiaryOutsideUs: nullableFlag.optional(),
  applicantAge: v.optionalInt("Age", { min: 0, max: 130 }),
  filingWithParent: flag.optional(),
  onlineFiling: flag.optional(),
  amendmentRequestsExtension: nullableFlag.optional(),
  withI765: flag.optional(),
  withI131: flag.optional(),
});
export type FeeFactsOverrides = z.output<typeof feeFactsOverrides>;

/**
 * `postmarkDate`: the day the packet is postmarked or filed (decides the amounts; the caller's today when
 * absent). `save`: write the total into the case's filing fee (who may: the case's filing-fee rule).
 */
export const petitionFilingFeesBody = z.object({
  petitionId: v.uuid("Case"),
  postmarkDate: v.optionalIsoDate(),
  facts: feeFactsOverrides.optional(),
  save: flag.optional(),
});
export type PetitionFilingFeesBody = z.output<typeof petitionFilingFeesBody>;

/** `premiumUpgrade`: premium processing asked for with the response (the petition had none). */
export const rfeFilingFeesBody = z.object({
  rfeCaseId: v.uuid("RFE case"),
  postmarkDate: v.optionalIsoDate(),
  premiumUpgrade: flag.optional(),
});
export type RfeFilingFeesBody = z.output<typeof rfeFilingFeesBody>;

/** The answer: the lines, totals, facts used and what to enter; `savedCents` when `save` wrote the total. */
export type FilingFees = FeeResult & { facts: FeeFacts; savedCents: number | null };
