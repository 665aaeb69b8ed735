// The LCA fill link (spec route fill-lca-anonymous-user): the firm sends the employer's contact a token
// link to give the job, wage and worksite details without signing in. One LCA per link, stored as the
// token's sha256, valid LCA_FILL_TTL_DAYS, single use; a new link replaces the open one. Sending moves
// a requested or in-preparation LCA to "Details pending" (logged by the sender, who keeps its edits);
// the answers are written into the LCA and the sender is notified. Unknown token (or another firm's
// host) → 404; submitted → 410 QUESTIONNAIRE_SUBMITTED; expired, replaced, or the LCA filed meanwhile →
// 410 QUESTIONNAIRE_EXPIRED (the codes of the questionnaire links, which work the same way).
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
import { notify } from "@/lib/modules/notifications/notify";
import { clientLinkEmail } from "@/lib/modules/companies/service";
import { EDITABLE_LCA_STATUSES, LCA_STATUS, type LcaStatusId, type VisaClass, type WageUnit } from "./constants";
import {
  LCA_FILL_EXPIRED_MESSAGE,
  LCA_FILL_PATH,
  LCA_FILL_SUBMITTED_MESSAGE,
  LCA_FILL_TTL_DAYS,
  type FillLcaBody,
  type LcaFillDetails,
  type SendFillLinkBody,
  type SendFillLinkResult,
} from "./fill-contract";
import { lcaOr404, worksiteDto } from "./lca-details";
import { expireOpenFillLinks, findFillLinkByHash, insertFillLink, markFillLinkSubmitted, type LcaFillLinkRow } from "./repository/fill-links";
import { employerOf, findVisibleLca, insertHistory, replaceWorksites, updateLcaRow, worksitesOf, type LcaRow } from "./repository/lcas";

/** The statuses an LCA may be filled in by the client: before filing. */
const FILLABLE: readonly LcaStatusId[] = [LCA_STATUS.REQUESTED, ...EDITABLE_LCA_STATUSES];
const NOT_FILLABLE = "An LCA can be sent to the employer only before it is filed";

function fillMail(p: { firmName: string; lcaNumber: string; employer: string | null; link: string; expiresOn: string }) {
  return linkMail("lca.fill-link", `${p.firmName}: please give the job and worksite details for ${p.lcaNumber}`, {
    greeting: "Hello,",
    paragraphs: [
      `${p.firmName} is preparing a Labor Condition Application (${p.lcaNumber}) for ${p.employer ?? "your company"} and needs the job title, dates, wage and worksite addresses of the position.`,
      "No sign-in is needed: open the link below and send the details once.",
      `The link is personal and works until ${p.expiresOn}. Please do not forward this e-mail.`,
    ],
    action: { label: "Give the details", url: p.link },
  });
}

export async function sendFillLink(ctx: ActorContext, body: SendFillLinkBody): Promise<SendFillLinkResult> {
  const { db, tenant, actor } = ctx;
  const raw = newToken();
  const out = await db.transaction(async (tx) => {
    const l = await lcaOr404(tx, actor, body.lcaId, { forUpdate: true });
    if (!can(actor, "lca.update", { branchId: l.branchId })) throw fail.forbidden("Your role cannot send this LCA to the employer");
    if (!FILLABLE.includes(l.statusId as LcaStatusId)) throw fail.validation({ lcaId: NOT_FILLABLE }, NOT_FILLABLE);
    if (!l.petitionerId) throw fail.validation({ lcaId: MSG.required("Client") });
    const email = body.email ?? (await clientLinkEmail(tx, tenant.id, l.petitionerId));
    if (!email) throw fail.validation({ email: MSG.required("Email") });
    const now = new Date();
    await expireOpenFillLinks(tx, tenant.id, l.id, now);
    const expiresAt = new Date(now.getTime() + LCA_FILL_TTL_DAYS * 24 * 60 * 60_000);
    const link = await insertFillLink(tx, { tenantId: tenant.id, lcaId: l.id, tokenHash: hashToken(raw), sentTo: email, sentBy: actor.userId, expiresAt });
    const employer = await employerOf(tx, tenant.id, l.petitionerId);
    const mail = fillMail({
      firmName: tenant.name,
      lcaNumber: l.lcaNumber,
      employer: employer?.name ?? null,
      link: tenantUrl(tenant.slug, `${LCA_FILL_PATH}?token=${encodeURIComponent(raw)}`),
      expiresOn: expiresAt.toISOString().slice(0, 10),
    });
    await enqueueMail(tx, { tenantId: tenant.id, to: email, ...mail });
    await insertHistory(tx, { tenantId: tenant.id, lcaId: l.id, code: "fill.sent", params: { email }, userId: actor.userId });
    if (l.statusId !== LCA_STATUS.DETAILS_PENDING) {
      await updateLcaRow(tx, tenant.id, l.id, { statusId: LCA_STATUS.DETAILS_PENDING });
      await insertHistory(tx, { tenantId: tenant.id, lcaId: l.id, code: "status", statusId: LCA_STATUS.DETAILS_PENDING, params: { from: l.statusId, note: null }, userId: actor.userId });
    }
    await writeAudit(tx, { tenantId: tenant.id, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "lca.send-fill-link", entityType: "lca", entityId: l.id, after: { linkId: link.id, sentTo: email, expiresAt: expiresAt.toISOString() }, ip: ctx.ip });
    return { sentTo: email, expiresAt: expiresAt.toISOString() };
  });
  kickOutbox(db);
  return out;
}

/** The usable link of the request's bearer token with its LCA, or the 404 / 410 the page explains. */
async function openLink(db: Executor, ctx: PublicContext, opts: { forUpdate?: boolean } = {}): Promise<{ link: LcaFillLinkRow; lca: LcaRow }> {
  const raw = ctx.bearer ?? "";
  const link = raw && raw.length <= 200 ? await findFillLinkByHash(db, ctx.tenant.id, hashToken(raw), opts) : null;
  const lca = link ? await findVisibleLca(db, ctx.tenant.id, link.lcaId, { kind: "tenant" }, opts) : null;
  if (!link || !lca) throw fail.notFound("LCA");
  if (link.submittedAt) throw new AppError("QUESTIONNAIRE_SUBMITTED", LCA_FILL_SUBMITTED_MESSAGE);
  if (link.expiresAt.getTime() <= Date.now() || !FILLABLE.includes(lca.statusId as LcaStatusId)) throw new AppError("QUESTIONNAIRE_EXPIRED", LCA_FILL_EXPIRED_MESSAGE);
  return { link, lca };
}

/** For the page: what a token opens, without using it. */
export async function fillLinkState(ctx: PublicContext): Promise<"open" | "submitted" | "expired" | "unknown"> {
  try {
    await openLink(ctx.db, ctx);
    return "open";
  } catch (e) {
    if (e instanceof AppError && e.code === "QUESTIONNAIRE_SUBMITTED") return "submitted";
    if (e instanceof AppError && e.code === "QUESTIONNAIRE_EXPIRED") return "expired";
    return "unknown";
  }
}

export async function lcaFillDetails(ctx: PublicContext): Promise<LcaFillDetails> {
  const { link, lca } = await openLink(ctx.db, ctx);
  const [employer, worksites] = await Promise.all([employerOf(ctx.db, ctx.tenant.id, lca.petitionerId), worksitesOf(ctx.db, ctx.tenant.id, lca.id)]);
  return {
    lcaNumber: lca.lcaNumber,
    firmName: ctx.tenant.name,
    employerName: employer?.name ?? null,
    visaClass: lca.visaClass as VisaClass,
    expiresAt: link.expiresAt.toISOString(),
    values: {
      jobTitle: lca.jobTitle,
      socCode: lca.socCode,
      socTitle: lca.socTitle,
      fullTime: lca.fullTime,
      beginDate: lca.beginDate,
      endDate: lca.endDate,
      workers: lca.workers,
      wageFromCents: lca.wageFromCents,
      wageToCents: lca.wageToCents,
      wageUnit: lca.wageUnit as WageUnit | null,
      worksites: worksites.map(worksiteDto),
    },
  };
}

export async function submitLcaFill(ctx: PublicContext, body: FillLcaBody): Promise<{ lcaNumber: string }> {
  const { db, tenant } = ctx;
  return db.transaction(async (tx) => {
    const { link, lca } = await openLink(tx, ctx, { forUpdate: true });
    const { worksites, ...fields } = body;
    const row = await updateLcaRow(tx, tenant.id, lca.id, fields);
    await replaceWorksites(tx, tenant.id, lca.id, worksites);
    await markFillLinkSubmitted(tx, link.id, new Date());
    await insertHistory(tx, { tenantId: tenant.id, lcaId: lca.id, code: "fill.submitted", params: { email: link.sentTo }, userId: null });
    await writeAudit(tx, { tenantId: tenant.id, actorUserId: null, actorRoleId: null, action: "lca.fill", entityType: "lca", entityId: lca.id, before: lca, after: { ...row, worksites }, ip: ctx.ip });
    if (link.sentBy) {
      const employer = await employerOf(tx, tenant.id, lca.petitionerId);
      await notify(tx, {
        tenantId: tenant.id,
        actorUserId: null,
        recipients: [link.sentBy],
        kind: "lca.filled",
        params: { lcaNumber: lca.lcaNumber, name: employer?.name ?? link.sentTo },
        link: `/app/lca-details/${lca.id}`,
      });
    }
    return { lcaNumber: lca.lcaNumber };
  });
}
