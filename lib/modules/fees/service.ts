// The filing fees of a case (petition/filing-fees) and of an RFE response (rfepetition/filing-fees):
// the facts from the case and its client company, corrected by what the firm enters, then the schedule
// of the postmark date. Reads through the cases' and companies' services (the caller's reach); the
// optional save writes the total through the cases' update (its filing-fee rule decides who may).
import "server-only";
import { todayOf, visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { rfeDetails } from "@/lib/modules/cases/rfe/service";
import { updateCase } from "@/lib/modules/cases/update-case";
import { visibleClient } from "@/lib/modules/companies/service";
import type { ActorContext } from "@/lib/server/context";
import { AppError, fail } from "@/lib/server/errors";
import type { FeeFactsOverrides, FilingFees, PetitionFilingFeesBody, RfeFilingFeesBody } from "./contract";
import { caseKindOf, NO_FACTS, type FeeFacts } from "./facts";
import { feesFor, rfeFeesFor } from "./fees-for";

export const SAVE_MISSING_FACTS = "Enter the missing facts before saving the total as the case's filing fee";

/** The client's employee count, or null when the caller does not reach the client (a branch manager's case of another branch's client). */
async function employeeCountOf(ctx: ActorContext, companyId: string | null): Promise<number | null> {
  if (!companyId) return null;
  try {
    return (await visibleClient(ctx.db, ctx.actor, companyId)).company.employeeCount;
  } catch (e) {
    if (e instanceof AppError && e.code === "NOT_FOUND") return null;
    throw e;
  }
}

/** Defined overrides win over what the records say. */
function withOverrides(base: FeeFacts, over: FeeFactsOverrides | undefined): FeeFacts {
  const facts = { ...base };
  for (const [k, val] of Object.entries(over ?? {})) if (val !== undefined) (facts as Record<string, unknown>)[k] = val;
  return facts;
}

export async function petitionFilingFees(ctx: ActorContext, body: PetitionFilingFeesBody): Promise<FilingFees> {
  const p = await visibleCaseOr404(ctx.db, ctx.actor, body.petitionId);
  const base: FeeFacts = {
    ...NO_FACTS,
    kind: caseKindOf(p.typeId, p.subTypeId),
    employeeCount: await employeeCountOf(ctx, p.petitionerId),
    premiumProcessing: p.premiumProcessing,
  };
  const facts = withOverrides(base, body.facts);
  const result = feesFor(facts, body.postmarkDate ?? todayOf(ctx));
  let savedCents: number | null = null;
  if (body.save) {
    if (result.missing.length) throw fail.conflict(SAVE_MISSING_FACTS);
    await updateCase(ctx, { id: p.id, filingFeeCents: result.totalCents, customCaseNumber: undefined, confirmCaseNumber: undefined });
    savedCents = result.totalCents;
  }
  return { ...result, facts, savedCents };
}

export async function rfeFilingFees(ctx: ActorContext, body: RfeFilingFeesBody): Promise<FilingFees> {
  const rfe = await rfeDetails(ctx, body.rfeCaseId);
  const p = await visibleCaseOr404(ctx.db, ctx.actor, rfe.petition.id);
  const facts: FeeFacts = { ...NO_FACTS, kind: caseKindOf(p.typeId, p.subTypeId), premiumProcessing: body.premiumUpgrade === true || p.premiumProcessing };
  const result = rfeFeesFor({ kind: facts.kind, petitionPremium: p.premiumProcessing, premiumUpgrade: body.premiumUpgrade === true }, body.postmarkDate ?? todayOf(ctx));
  return { ...result, facts, savedCents: null };
}
