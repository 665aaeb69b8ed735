// The expiry radar (spec: the dates a firm must not miss for a person): the person's own dates (beneficiaries) with
// the stay USCIS granted on their cases (cases), their determined PWDs (perm) and the certified LCAs behind their
// cases (lca), through the one rule (lib/modules/deadlines/expiry.ts). It sits above all four: each owner answers
// its own read, none of them reads another's table.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { fullName, peopleToWatch } from "@/lib/modules/beneficiaries/service";
import type { BeneficiaryDetails, BeneficiaryDetailsBase, ExpiryRadarBody, ExpiryRadarRow } from "@/lib/modules/beneficiaries/contract";
import { approvedValidityEnds } from "@/lib/modules/cases/beneficiary-validity";
import { EXPIRY_SOON_DAYS, expiryRadar, type ExpiryInput } from "@/lib/modules/deadlines/expiry";
import { certifiedLcasOf, peopleWithLcas } from "@/lib/modules/lca/beneficiary-lcas";
import { peopleWithPwdValidity, pwdValidityOf } from "@/lib/modules/perm/pwd-dates";
import { addDays, compareDates } from "@/lib/shared/calendar";
import { offsetOf } from "@/lib/shared/list";

type Dated = { id: string; label: string; date: string };
type Related = { approvedValidityEnd: string | null; pwds: Dated[]; lcas: Dated[] };
type OwnDates = Pick<ExpiryInput, "i94Expiry" | "passportExpiry" | "visaStampExpiry" | "eadExpiry" | "h1bStartDate">;

/** What the radar reads besides the people's own dates, for some people at once. */
async function relatedOf({ db, actor }: ActorContext, beneficiaryIds: readonly string[]): Promise<Map<string, Related>> {
  const out = new Map<string, Related>(beneficiaryIds.map((id) => [id, { approvedValidityEnd: null, pwds: [], lcas: [] }]));
  if (beneficiaryIds.length === 0) return out;
  const [validity, pwds, lcas] = await Promise.all([
    approvedValidityEnds(db, actor.tenantId, beneficiaryIds),
    pwdValidityOf(db, actor.tenantId, beneficiaryIds),
    certifiedLcasOf(db, actor.tenantId, beneficiaryIds),
  ]);
  for (const [id, end] of validity) out.get(id)!.approvedValidityEnd = end;
  for (const p of pwds) out.get(p.beneficiaryId)?.pwds.push({ id: p.id, label: p.label, date: p.date });
  for (const l of lcas) out.get(l.beneficiaryId)?.lcas.push({ id: l.id, label: l.label, date: l.date });
  return out;
}

const ownDates = (b: OwnDates): OwnDates => ({ i94Expiry: b.i94Expiry, passportExpiry: b.passportExpiry, visaStampExpiry: b.visaStampExpiry, eadExpiry: b.eadExpiry, h1bStartDate: b.h1bStartDate });

/** One person's details with their expiry radar on the caller's day (the beneficiary routes answer this). */
export async function withExpiry(ctx: ActorContext, details: BeneficiaryDetailsBase): Promise<BeneficiaryDetails> {
  const related = await relatedOf(ctx, [details.id]);
  return { ...details, expiry: expiryRadar({ ...ownDates(details), ...related.get(details.id)! }, ctx.clock.today) };
}

/**
 * The firm-wide expiry radar: every date of the people within reach that has passed or falls within
 * `withinDays` (the kinds asked for), soonest first, computed on the caller's day by the one rule
 * (expiryRadar) and paged here.
 */
export async function expiryRadarList(ctx: ActorContext, body: ExpiryRadarBody): Promise<{ rows: ExpiryRadarRow[]; total: number }> {
  const { db, actor, clock } = ctx;
  const [withPwds, withLcas] = await Promise.all([peopleWithPwdValidity(db, actor.tenantId), peopleWithLcas(db, actor.tenantId)]);
  const people = await peopleToWatch(ctx, [...new Set([...withPwds, ...withLcas])]);
  const related = await relatedOf(ctx, people.map((p) => p.beneficiary.id));
  const m = body.filter.matcher;
  const until = addDays(clock.today, m.withinDays ?? EXPIRY_SOON_DAYS);
  const search = body.search?.toLowerCase();
  const rows = people
    .filter(({ beneficiary: b, companyName }) => !search || [fullName(b.firstName, b.lastName), companyName ?? ""].some((s) => s.toLowerCase().includes(search)))
    .flatMap(({ beneficiary: b, companyName }) =>
      expiryRadar({ ...ownDates(b), ...related.get(b.id)! }, clock.today)
        .items.filter((i) => compareDates(i.date, until) <= 0 && (!m.kinds?.length || m.kinds.includes(i.kind)))
        .map((i): ExpiryRadarRow => ({ ...i, beneficiaryId: b.id, name: fullName(b.firstName, b.lastName), companyName })),
    )
    .sort((a, b) => (body.sortOrder === "asc" ? 1 : -1) * compareDates(a.date, b.date) || a.name.localeCompare(b.name));
  return { rows: rows.slice(offsetOf(body.page, body.perpage), offsetOf(body.page, body.perpage) + body.perpage), total: rows.length };
}
