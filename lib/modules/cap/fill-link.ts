// The cap registration's token links (fill-cap-registration, filled-cap-registration-details): "person"
// to the beneficiary (birth, citizenship and passport details, and the master's degree), "position" to
// the client (job, SOC, worksite, wage). Stored as the token's sha256, valid CAP_FILL_TTL_DAYS, single
// use; a new link of the same scope replaces the open one. Only a draft or ready registration may be
// filled in (submitted meanwhile → expired). The answers go through the edit's own path (area and level
// re-derived); the sender is notified. Unknown token or another firm's host → 404; submitted → 410
// QUESTIONNAIRE_SUBMITTED (the view stays readable until the expiry); expired → 410 QUESTIONNAIRE_EXPIRED.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import { hashToken, newToken } from "@/lib/server/auth/crypto";
import type { ActorContext, PublicContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { AppError, fail } from "@/lib/server/errors";
import { linkMail } from "@/lib/server/mail/link-mail";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { can } from "@/lib/shared/permissions";
import { MSG } from "@/lib/shared/validation/messages";
import { clientLinkEmail } from "@/lib/modules/companies/service";
import { notify } from "@/lib/modules/notifications/notify";
import type { WageLevel, WageUnit } from "@/lib/modules/lca/constants";
import { EDITABLE_CAP_STATUSES, type CapStatusId, type CapType } from "./constants";
import { CAP_FILL_PATH, CAP_FILL_TTL_DAYS, type CapFillBody, type CapFillDetails, type CapFillScope, type SendCapLinkBody, type SendCapLinkResult } from "./fill-contract";
import { capOr404 } from "./cap-reads";
import { capPassport } from "./numbers";
import { applyCapPatch, NOT_EDITABLE } from "./cap-writes";
import { expireOpenCapLinks, findCapLinkByHash, insertCapLink, markCapLinkSubmitted, type CapRegistrationLinkRow } from "./repository/links";
import { findPerson, listedRegistration, type CapListDbRow, type CapRegistrationRow } from "./repository/registrations";

export const CAP_FILL_SUBMITTED_MESSAGE = "These registration details were already sent";
export const CAP_FILL_EXPIRED_MESSAGE = "This link has expired. Please ask your law firm for a new one";

const editable = (r: { statusId: number }) => EDITABLE_CAP_STATUSES.includes(r.statusId as CapStatusId);

function capMail(p: { firmName: string; scope: CapFillScope; fiscalYear: number; beneficiary: string; employer: string | null; link: string; expiresOn: string }) {
  const what =
    p.scope === "person"
      ? `${p.firmName} is preparing the FY${p.fiscalYear} H-1B cap registration of ${p.beneficiary} for ${p.employer ?? "your employer"} and needs the birth, citizenship and passport details USCIS asks for.`
      : `${p.firmName} is preparing the FY${p.fiscalYear} H-1B cap registration of ${p.beneficiary} for ${p.employer ?? "your company"} and needs the job title, occupation, worksite and offered wage.`;
  return linkMail("cap.fill-link", `${p.firmName}: details for the FY${p.fiscalYear} H-1B cap registration`, {
    greeting: "Hello,",
    paragraphs: [what, "No sign-in is needed: open the link below and send the details once.", `The link is personal and works until ${p.expiresOn}. Please do not forward this e-mail.`],
    action: { label: "Give the details", url: p.link },
  });
}

export async function sendCapLink(ctx: ActorContext, body: SendCapLinkBody): Promise<SendCapLinkResult> {
  const { db, tenant, actor } = ctx;
  const raw = newToken();
  const out = await db.transaction(async (tx) => {
    const r = await capOr404(tx, actor, body.registrationId, { forUpdate: true });
    if (!can(actor, "cap.update", { branchId: r.branchId })) throw fail.forbidden("Your role cannot send this registration");
    if (!editable(r)) throw fail.validation({ registrationId: NOT_EDITABLE }, NOT_EDITABLE);
    const listed = await listedRegistration(tx, tenant.id, r.id);
    const email = body.email ?? (body.scope === "person" ? (await findPerson(tx, tenant.id, r.beneficiaryId))?.email : await clientLinkEmail(tx, tenant.id, r.petitionerId));
    if (!email) throw fail.validation({ email: MSG.required("Email") });
    const now = new Date();
    await expireOpenCapLinks(tx, tenant.id, r.id, body.scope, now);
    const expiresAt = new Date(now.getTime() + CAP_FILL_TTL_DAYS * 24 * 60 * 60_000);
    const link = await insertCapLink(tx, { tenantId: tenant.id, registrationId: r.id, scope: body.scope, tokenHash: hashToken(raw), sentTo: email, sentBy: actor.userId, expiresAt });
    const mail = capMail({
      firmName: tenant.name,
      scope: body.scope,
      fiscalYear: r.fiscalYear,
      beneficiary: listed.beneficiaryName,
      employer: listed.employerName,
      link: tenantUrl(tenant.slug, `${CAP_FILL_PATH}?token=${encodeURIComponent(raw)}`),
      expiresOn: expiresAt.toISOString().slice(0, 10),
    });
    await enqueueMail(tx, { tenantId: tenant.id, to: email, ...mail });
    await writeAudit(tx, { tenantId: tenant.id, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "cap.send-fill-link", entityType: "cap_registration", entityId: r.id, after: { linkId: link.id, scope: body.scope, sentTo: email, expiresAt: expiresAt.toISOString() }, ip: ctx.ip });
    return { sentTo: email, expiresAt: expiresAt.toISOString() };
  });
  kickOutbox(db);
  return out;
}

type Opened = { link: CapRegistrationLinkRow; reg: CapRegistrationRow };

/** The link of the request's bearer token with its registration, or the 404 / 410 the page explains. `submitted: "allow"` for the read-only view. */
async function openLink(db: Executor, ctx: PublicContext, opts: { forUpdate?: boolean; submitted?: "allow" } = {}): Promise<Opened> {
  const raw = ctx.bearer ?? "";
  const link = raw && raw.length <= 200 ? await findCapLinkByHash(db, ctx.tenant.id, hashToken(raw), opts) : null;
  const listed = link ? await listedRegistration(db, ctx.tenant.id, link.registrationId).catch(() => null) : null;
  if (!link || !listed || listed.deletedAt) throw fail.notFound("Registration");
  const expired = link.expiresAt.getTime() <= Date.now();
  if (link.submittedAt && opts.submitted !== "allow") throw new AppError("QUESTIONNAIRE_SUBMITTED", CAP_FILL_SUBMITTED_MESSAGE);
  if (expired || (!link.submittedAt && !editable(listed))) throw new AppError("QUESTIONNAIRE_EXPIRED", CAP_FILL_EXPIRED_MESSAGE);
  return { link, reg: listed };
}

export async function capLinkState(ctx: PublicContext, view = false): Promise<"open" | "submitted" | "expired" | "unknown"> {
  try {
    const { link } = await openLink(ctx.db, ctx, { submitted: view ? "allow" : undefined });
    return view && !link.submittedAt ? "unknown" : "open";
  } catch (e) {
    if (e instanceof AppError && e.code === "QUESTIONNAIRE_SUBMITTED") return "submitted";
    if (e instanceof AppError && e.code === "QUESTIONNAIRE_EXPIRED") return "expired";
    return "unknown";
  }
}

async function detailsOf(ctx: PublicContext, { link, reg }: Opened): Promise<CapFillDetails> {
  const listed: CapListDbRow = await listedRegistration(ctx.db, ctx.tenant.id, reg.id);
  const person = link.scope === "person";
  return {
    scope: link.scope as CapFillScope,
    firmName: ctx.tenant.name,
    employerName: listed.employerName,
    beneficiaryName: listed.beneficiaryName,
    fiscalYear: reg.fiscalYear,
    expiresAt: link.expiresAt.toISOString(),
    submittedAt: link.submittedAt?.toISOString() ?? null,
    // Each side sees only its own part: the client never the passport, the beneficiary never the wage.
    values: {
      dateOfBirth: person ? reg.dateOfBirth : null,
      gender: person ? (reg.gender as CapFillDetails["values"]["gender"]) : null,
      countryOfBirthId: person ? reg.countryOfBirthId : null,
      citizenshipCountryId: person ? reg.citizenshipCountryId : null,
      passportNumber: person ? capPassport(reg) : null,
      passportCountryId: person ? reg.passportCountryId : null,
      passportExpiry: person ? reg.passportExpiry : null,
      capType: reg.capType as CapType,
      jobTitle: person ? null : reg.jobTitle,
      socCode: person ? null : reg.socCode,
      worksiteCity: person ? null : reg.worksiteCity,
      worksiteCounty: person ? null : reg.worksiteCounty,
      worksiteState: person ? null : (reg.worksiteState as CapFillDetails["values"]["worksiteState"]),
      wageCents: person ? null : reg.wageCents,
      wageUnit: person ? null : (reg.wageUnit as WageUnit | null),
    },
    areaName: person || !link.submittedAt ? null : reg.areaName,
    wageLevel: person || !link.submittedAt ? null : (reg.wageLevel as WageLevel | null),
  };
}

export async function capFillDetails(ctx: PublicContext): Promise<CapFillDetails> {
  return detailsOf(ctx, await openLink(ctx.db, ctx));
}

/** filled-cap-registration-details: what the link sent, until its expiry. */
export async function capFillView(ctx: PublicContext): Promise<CapFillDetails> {
  const opened = await openLink(ctx.db, ctx, { submitted: "allow" });
  if (!opened.link.submittedAt) throw fail.notFound("Registration");
  return detailsOf(ctx, opened);
}

export async function submitCapFill(ctx: PublicContext, body: CapFillBody): Promise<{ fiscalYear: number }> {
  const { db, tenant } = ctx;
  return db.transaction(async (tx) => {
    const { link, reg } = await openLink(tx, ctx, { forUpdate: true });
    const values = link.scope === "person" ? body.person : body.position;
    if (!values) throw fail.validation({ [link.scope]: MSG.required(link.scope === "person" ? "Personal details" : "Position") });
    const after = await applyCapPatch(tx, tenant.id, reg, { ...values });
    await markCapLinkSubmitted(tx, link.id, new Date());
    await writeAudit(tx, { tenantId: tenant.id, actorUserId: null, actorRoleId: null, action: "cap.fill", entityType: "cap_registration", entityId: reg.id, before: reg, after, ip: ctx.ip });
    if (link.sentBy) {
      const listed = await listedRegistration(tx, tenant.id, reg.id);
      await notify(tx, {
        tenantId: tenant.id,
        actorUserId: null,
        recipients: [link.sentBy],
        kind: "cap.filled",
        params: { fiscalYear: reg.fiscalYear, beneficiary: listed.beneficiaryName, name: link.scope === "person" ? listed.beneficiaryName : (listed.employerName ?? link.sentTo) },
        link: `/app/cap-registration-details/${reg.id}`,
      });
    }
    return { fiscalYear: reg.fiscalYear };
  });
}
